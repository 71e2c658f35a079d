import type { MailMessage } from '../../adapters/mail/mailer';
import { mailLanguage, type Recipient } from '../../lib/mail-language';

export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  const name = to.fullName;
  if (mailLanguage(to) === 'hi') {
    return {
      to: to.email,
      subject: 'अपना Stamp पासवर्ड रीसेट करें',
      text: [
        `नमस्ते ${name},`,
        '',
        'किसी ने (उम्मीद है, आपने ही) आपके Stamp अकाउंट का पासवर्ड रीसेट करने को कहा है।',
        'नया पासवर्ड चुनने के लिए 1 घंटे के अंदर यह लिंक खोलें:',
        '',
        link,
        '',
        'यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
        '',
        '— Stamp',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: 'Reset your Stamp password',
    text: [
      `Hi ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Stamp account.',
      'Open this link within 1 hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      '— Stamp',
    ].join('\n'),
  };
}

export function passwordChangedEmail(to: Recipient): MailMessage {
  const name = to.fullName;
  if (mailLanguage(to) === 'hi') {
    return {
      to: to.email,
      subject: 'आपका Stamp पासवर्ड बदल दिया गया है',
      text: [
        `नमस्ते ${name},`,
        '',
        'आपके Stamp अकाउंट का पासवर्ड अभी बदला गया है, और बाकी डिवाइस से लॉग आउट कर दिया गया है।',
        'अगर यह आपने नहीं किया, तो लॉग इन पेज पर "पासवर्ड भूल गए?" से तुरंत अपना पासवर्ड रीसेट करें',
        'और हमारी सपोर्ट टीम को लिखें।',
        '',
        '— Stamp',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: 'Your Stamp password was changed',
    text: [
      `Hi ${name},`,
      '',
      'The password of your Stamp account was just changed, and other devices were signed out.',
      'If this was not you, reset your password at once with "Forgot password?" on the login page',
      'and write to our support team.',
      '',
      '— Stamp',
    ].join('\n'),
  };
}
