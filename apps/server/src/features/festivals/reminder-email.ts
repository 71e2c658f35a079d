import type { MailMessage } from '../../adapters/mail/mailer';

/** One of the festival's creatives in the e-mail: its picture (by content id) and its link. */
export interface ReminderPicture {
  cid: string;
  title: string;
  width: number;
  height: number;
  /** The item's page with the brand kit applied: `PUBLIC_URL/<mediaId>?brand=kit`. */
  link: string;
}

export interface ReminderEmailInput {
  to: string;
  name: string;
  festival: { name: string; nameHi: string; date: string };
  /** Days from the day it is sent to the festival's: 0 on the day. */
  daysAway: number;
  pictures: ReminderPicture[];
  /** The pictures carry the free download's mark (the reader is not an active member). */
  watermarked: boolean;
  links: {
    calendar: string;
    /** The web page with the button (what people click: a GET there changes nothing). */
    unsubscribePage: string;
    /** RFC 8058's one-click address, for the List-Unsubscribe header (POST only). */
    unsubscribeOneClick: string;
  };
  messageId: string;
}

/** "today", "tomorrow", "in 3 days". */
export function countdown(daysAway: number): string {
  if (daysAway === 0) return 'today';
  if (daysAway === 1) return 'tomorrow';
  return `in ${daysAway} days`;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sunday, 8 November 2026" for `2026-11-08` (a calendar day, no time zone of its own). */
export function longDate(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A festival reminder: the festival in English and Hindi, its date and countdown, up to three of
 * its creatives drawn with the reader's brand kit (inline pictures, each linking to its item with
 * the kit applied) or, without creatives, a link to the calendar; and the one-click unsubscribe
 * of RFC 8058 (List-Unsubscribe with List-Unsubscribe-Post) beside a link in the body.
 */
export function reminderEmail(input: ReminderEmailInput): MailMessage {
  const { festival, pictures, links } = input;
  const when = countdown(input.daysAway);
  const ready = pictures.length > 0;
  const subject = ready
    ? `${festival.name} is ${when}: your branded posts are ready`
    : `${festival.name} is ${when}: plan your post`;
  const dateLine = `${festival.name} (${festival.nameHi}) is ${when}, ${longDate(festival.date)}.`;
  const mark = input.watermarked
    ? 'Free downloads carry a small Stamp mark; members download them without it.'
    : null;

  const text = [
    `Hi ${input.name},`,
    '',
    dateLine,
    '',
    ...(ready
      ? [
          'Here are posts for it, already made with your logo, name and phone. Open one to change',
          'anything and download it:',
          '',
          ...pictures.map((picture) => `${picture.title}: ${picture.link}`),
          ...(mark ? ['', mark] : []),
        ]
      : ['Find posts for it and every festival ahead in the calendar:', '', links.calendar]),
    '',
    '—',
    `You get this e-mail because you asked Stamp to remind you of ${festival.name}.`,
    `Choose your reminders: ${links.calendar}`,
    `Stop festival reminders: ${links.unsubscribePage}`,
  ].join('\n');

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#f97316;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
  const pictureBlocks = pictures.map(
    (picture) => `
      <tr><td style="padding:12px 0 4px">
        <a href="${escapeHtml(picture.link)}"><img src="cid:${escapeHtml(picture.cid)}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(picture.title)}" style="display:block;width:100%;max-width:${picture.width}px;height:auto;border:0;border-radius:8px"></a>
      </td></tr>
      <tr><td style="padding:4px 0 16px">${button(picture.link, 'Open with my brand')}</td></tr>`,
  );
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Inter,Arial,sans-serif;color:#1c1917">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4">
    <tr><td align="center" style="padding:24px 12px">
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:12px;padding:24px">
        <tr><td style="font-size:15px;line-height:1.5">Hi ${escapeHtml(input.name)},</td></tr>
        <tr><td style="padding:12px 0 0">
          <h1 style="margin:0;font-size:24px;line-height:1.3">${escapeHtml(festival.name)} <span lang="hi" style="font-weight:400">${escapeHtml(festival.nameHi)}</span></h1>
          <p style="margin:4px 0 0;font-size:15px;color:#57534e">${escapeHtml(capitalise(when))} · ${escapeHtml(longDate(festival.date))}</p>
        </td></tr>
        ${
          ready
            ? `<tr><td style="padding:16px 0 0;font-size:15px;line-height:1.5">Here are posts for it, already made with your logo, name and phone. Open one to change anything and download it.</td></tr>
        ${pictureBlocks.join('')}
        ${mark ? `<tr><td style="font-size:13px;color:#57534e">${escapeHtml(mark)}</td></tr>` : ''}`
            : `<tr><td style="padding:16px 0;font-size:15px;line-height:1.5">Find posts for it, and for every festival ahead, in the calendar.</td></tr>
        <tr><td>${button(links.calendar, 'Open the calendar')}</td></tr>`
        }
        <tr><td style="padding:24px 0 0;font-size:12px;line-height:1.5;color:#78716c">
          You get this e-mail because you asked Stamp to remind you of ${escapeHtml(festival.name)}.
          <a href="${escapeHtml(links.calendar)}" style="color:#78716c">Choose your reminders</a> ·
          <a href="${escapeHtml(links.unsubscribePage)}" style="color:#78716c">Unsubscribe</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    messageId: input.messageId,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
