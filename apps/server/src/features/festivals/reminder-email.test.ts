import { describe, expect, it } from 'vitest';
import { countdown, longDate, type ReminderEmailInput, reminderEmail } from './reminder-email';

const input = (overrides: Partial<ReminderEmailInput> = {}): ReminderEmailInput => ({
  to: 'asha@example.com',
  name: 'Asha <Verma> & Sons',
  festival: { name: 'Diwali', nameHi: 'दीपावली', date: '2026-11-08' },
  daysAway: 3,
  pictures: [
    {
      cid: 'a@stamp',
      title: 'Diwali "Lamps"',
      width: 600,
      height: 600,
      link: 'https://stamp.example/0123456789abcdef01234567?brand=kit',
    },
  ],
  watermarked: true,
  links: {
    calendar: 'https://stamp.example/calendar',
    unsubscribePage: 'https://stamp.example/reminders/unsubscribe?token=t.k',
    unsubscribeOneClick: 'https://stamp.example/api/v1/reminders/unsubscribe?token=t.k',
  },
  messageId: '<reminder.u.f.2026-11-08.before@stamp.example>',
  ...overrides,
});

describe('the reminder e-mail', () => {
  it('counts down in words and writes the date out', () => {
    expect([0, 1, 3].map((days) => countdown(days))).toEqual(['today', 'tomorrow', 'in 3 days']);
    expect(longDate('2026-11-08')).toMatch(/^Sunday,? 8 November 2026$/);
  });

  it('carries RFC 8058 one-click unsubscribe headers and its own Message-ID', () => {
    const mail = reminderEmail(input());
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://stamp.example/api/v1/reminders/unsubscribe?token=t.k>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.messageId).toBe('<reminder.u.f.2026-11-08.before@stamp.example>');
    expect(mail.subject).toBe('Diwali is in 3 days: your branded posts are ready');
  });

  it('escapes what it did not write in the HTML', () => {
    const { html = '', text } = reminderEmail(input());
    expect(html).toContain('Hi Asha &lt;Verma&gt; &amp; Sons,');
    expect(html).toContain('alt="Diwali &quot;Lamps&quot;"');
    expect(html).not.toContain('<Verma>');
    // The text part is plain text: as written.
    expect(text).toContain('Hi Asha <Verma> & Sons,');
  });

  it('shows each picture inline, linked to its item, and says a free one is marked', () => {
    const { html = '', text } = reminderEmail(input());
    expect(html).toContain(
      '<a href="https://stamp.example/0123456789abcdef01234567?brand=kit"><img src="cid:a@stamp"',
    );
    expect(text).toContain(
      'Diwali "Lamps": https://stamp.example/0123456789abcdef01234567?brand=kit',
    );
    expect(text).toContain('small Stamp mark');
    expect(reminderEmail(input({ watermarked: false })).text).not.toContain('Stamp mark');
  });

  it('without creatives, points to the calendar instead', () => {
    const mail = reminderEmail(input({ pictures: [], daysAway: 0 }));
    expect(mail.subject).toBe('Diwali is today: plan your post');
    expect(mail.text).toContain('Diwali (दीपावली) is today, ');
    expect(mail.html).not.toContain('cid:');
    expect(mail.html).toContain('href="https://stamp.example/calendar"');
  });

  it('is in Hindi for a reader who chose Hindi, and the English above for everyone else', () => {
    expect([0, 1, 3].map((days) => countdown(days, 'hi'))).toEqual(['आज', 'कल', '3 दिन में']);
    expect(longDate('2026-11-08', 'hi')).toMatch(/^रविवार,? 8 नवंबर 2026$/);
    const mail = reminderEmail(input({ language: 'hi' }));
    expect(mail.subject).toBe('दीपावली 3 दिन में है: आपकी ब्रांडेड पोस्ट तैयार हैं');
    expect(mail.text).toContain('नमस्ते Asha <Verma> & Sons,');
    expect(mail.text).toContain('दीपावली 3 दिन में है: ');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('मेरे ब्रांड के साथ खोलें');
    // Only what the reader or the catalog wrote, the brand and the links stay in Latin letters.
    const own = mail.text
      .replace('Asha <Verma> & Sons', '')
      .replace(/Diwali "Lamps"/, '')
      .replace(/https:\/\/\S+/g, '');
    expect(new Set(own.match(/[A-Za-z]+/g))).toEqual(new Set(['Stamp']));
    expect(reminderEmail(input({ language: 'en' }))).toEqual(reminderEmail(input()));
  });
});
