import type { MailMessage } from '../../adapters/mail/mailer';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;
const day = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

export function receiptEmail(
  to: string,
  name: string,
  details: { planName: string; amountPaise: number; periodEnd: Date; profileUrl: string },
): MailMessage {
  return {
    to,
    subject: `Your Stamp ${details.planName} receipt`,
    text: [
      `Hi ${name},`,
      '',
      `Thank you: we received ${rupees(details.amountPaise)} for Stamp ${details.planName} (monthly).`,
      `Your membership is active until ${day(details.periodEnd)} and renews each month.`,
      '',
      'Download every design without the watermark, within your daily allowance.',
      `To cancel, open your profile and choose "Cancel subscription": ${details.profileUrl}`,
      'You keep access until the end of the period you paid for.',
      '',
      '— Stamp',
    ].join('\n'),
  };
}

export function renewalFailedEmail(to: string, name: string, profileUrl: string): MailMessage {
  return {
    to,
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

export function cancellationEmail(to: string, name: string, endDate: Date | null): MailMessage {
  return {
    to,
    subject: 'Your Stamp subscription is cancelled',
    text: [
      `Hi ${name},`,
      '',
      'Your subscription is cancelled and will not renew.',
      endDate
        ? `You keep your membership and downloads until ${day(endDate)}.`
        : 'Your membership has ended.',
      'You can subscribe again at any time from any design.',
      '',
      '— Stamp',
    ].join('\n'),
  };
}
