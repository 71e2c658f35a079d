import type { MailMessage } from '../../adapters/mail/mailer';
import { mailDay, mailLanguage, type Recipient } from '../../lib/mail-language';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;

/** The plans' names as the Hindi interface writes them (locales/hi/checkout.json). */
const PLAN_NAMES_HI: Record<string, string> = { Pro: 'प्रो', Premium: 'प्रीमियम' };

export function receiptEmail(
  to: Recipient,
  details: { planName: string; amountPaise: number; periodEnd: Date; profileUrl: string },
): MailMessage {
  const name = to.fullName;
  if (mailLanguage(to) === 'hi') {
    const plan = PLAN_NAMES_HI[details.planName] ?? details.planName;
    return {
      to: to.email,
      subject: `आपके Stamp ${plan} प्लान की रसीद`,
      text: [
        `नमस्ते ${name},`,
        '',
        `धन्यवाद: हमें Stamp ${plan} (मासिक) के लिए ${rupees(details.amountPaise)} मिल गए हैं।`,
        `आपकी मेंबरशिप ${mailDay(details.periodEnd, 'hi')} तक चालू है और हर महीने रिन्यू होती है।`,
        '',
        'रोज़ की डाउनलोड लिमिट के अंदर हर डिज़ाइन बिना वॉटरमार्क के डाउनलोड करें।',
        `कैंसल करने के लिए अपनी प्रोफ़ाइल खोलें और "सदस्यता कैंसल करें" चुनें: ${details.profileUrl}`,
        'जितने समय का पेमेंट किया है, उसके आखिर तक आपका एक्सेस बना रहेगा।',
        '',
        '— Stamp',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: `Your Stamp ${details.planName} receipt`,
    text: [
      `Hi ${name},`,
      '',
      `Thank you: we received ${rupees(details.amountPaise)} for Stamp ${details.planName} (monthly).`,
      `Your membership is active until ${mailDay(details.periodEnd, 'en')} and renews each month.`,
      '',
      'Download every design without the watermark, within your daily allowance.',
      `To cancel, open your profile and choose "Cancel subscription": ${details.profileUrl}`,
      'You keep access until the end of the period you paid for.',
      '',
      '— Stamp',
    ].join('\n'),
  };
}

export function renewalFailedEmail(to: Recipient, profileUrl: string): MailMessage {
  const name = to.fullName;
  if (mailLanguage(to) === 'hi') {
    return {
      to: to.email,
      subject: 'आपकी Stamp मेंबरशिप रिन्यू नहीं हो पाई',
      text: [
        `नमस्ते ${name},`,
        '',
        'हम आपकी Stamp मेंबरशिप के इस महीने का पेमेंट नहीं ले पाए, इसलिए मेंबरशिप रोक दी गई है।',
        'अपने बैंक से अपना कार्ड या UPI मैंडेट जाँचें, फिर किसी भी डिज़ाइन से दोबारा सब्सक्राइब करें।',
        `आपकी प्रोफ़ाइल: ${profileUrl}`,
        '',
        '— Stamp',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: 'Your Stamp membership could not be renewed',
    text: [
      `Hi ${name},`,
      '',
      "We could not take this month's payment for your Stamp membership, so it is paused.",
      'Check your card or UPI mandate with your bank, then subscribe again from any design.',
      `Your profile: ${profileUrl}`,
      '',
      '— Stamp',
    ].join('\n'),
  };
}

export function cancellationEmail(to: Recipient, endDate: Date | null): MailMessage {
  const name = to.fullName;
  if (mailLanguage(to) === 'hi') {
    return {
      to: to.email,
      subject: 'आपकी Stamp सदस्यता कैंसल हो गई है',
      text: [
        `नमस्ते ${name},`,
        '',
        'आपकी सदस्यता कैंसल हो गई है और अब रिन्यू नहीं होगी।',
        endDate
          ? `${mailDay(endDate, 'hi')} तक आपकी मेंबरशिप और डाउनलोड चालू रहेंगे।`
          : 'आपकी मेंबरशिप खत्म हो गई है।',
        'आप किसी भी डिज़ाइन से कभी भी दोबारा सब्सक्राइब कर सकते हैं।',
        '',
        '— Stamp',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: 'Your Stamp subscription is cancelled',
    text: [
      `Hi ${name},`,
      '',
      'Your subscription is cancelled and will not renew.',
      endDate
        ? `You keep your membership and downloads until ${mailDay(endDate, 'en')}.`
        : 'Your membership has ended.',
      'You can subscribe again at any time from any design.',
      '',
      '— Stamp',
    ].join('\n'),
  };
}
