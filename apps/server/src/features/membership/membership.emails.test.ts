import { describe, expect, it } from 'vitest';
import { cancellationEmail, receiptEmail, renewalFailedEmail } from './membership.emails';

const details = {
  planName: 'Pro',
  amountPaise: 19900,
  periodEnd: new Date('2026-12-21T06:00:00Z'),
  profileUrl: 'http://stamp.test/profile',
};
const asha = (language: string | null) => ({
  email: 'asha@example.com',
  fullName: 'Asha Verma',
  language,
});

describe("membership e-mails in the user's language", () => {
  it.each(['en', null])('are the exact English for a user whose language is %s', (language) => {
    expect(receiptEmail(asha(language), details)).toEqual({
      to: 'asha@example.com',
      subject: 'Your Stamp Pro receipt',
      text: [
        'Hi Asha Verma,',
        '',
        'Thank you: we received ₹199 for Stamp Pro (monthly).',
        'Your membership is active until 21 December 2026 and renews each month.',
        '',
        'Download every design without the watermark, within your daily allowance.',
        'To cancel, open your profile and choose "Cancel subscription": http://stamp.test/profile',
        'You keep access until the end of the period you paid for.',
        '',
        '— Stamp',
      ].join('\n'),
    });
    expect(cancellationEmail(asha(language), details.periodEnd).text).toContain(
      'You keep your membership and downloads until 21 December 2026.',
    );
    expect(renewalFailedEmail(asha(language), details.profileUrl).subject).toBe(
      'Your Stamp membership could not be renewed',
    );
  });

  it('are in Hindi for a user who chose Hindi, brands and links aside', () => {
    const mails = [
      receiptEmail(asha('hi'), details),
      renewalFailedEmail(asha('hi'), details.profileUrl),
      cancellationEmail(asha('hi'), details.periodEnd),
      cancellationEmail(asha('hi'), null),
    ];
    expect(mails.map((mail) => mail.subject)).toEqual([
      'आपके Stamp प्रो प्लान की रसीद',
      'आपकी Stamp मेंबरशिप रिन्यू नहीं हो पाई',
      'आपकी Stamp सदस्यता कैंसल हो गई है',
      'आपकी Stamp सदस्यता कैंसल हो गई है',
    ]);
    expect(mails[0]?.text).toContain('आपकी मेंबरशिप 21 दिसंबर 2026 तक चालू है');
    for (const mail of mails) {
      const words = mail.text
        .replace('Asha Verma', '')
        .replace(details.profileUrl, '')
        .match(/[A-Za-z]+/g);
      expect(new Set(words), mail.text).toEqual(
        new Set(['Stamp', ...(/UPI/.test(mail.text) ? ['UPI'] : [])]),
      );
    }
  });
});
