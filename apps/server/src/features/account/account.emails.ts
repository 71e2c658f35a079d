import type { MailMessage } from '../../adapters/mail/mailer';

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
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

export function passwordChangedEmail(to: string, name: string): MailMessage {
  return {
    to,
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
