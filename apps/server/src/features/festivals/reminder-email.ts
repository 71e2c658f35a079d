import type { MailMessage } from '../../adapters/mail/mailer';
import type { MailLanguage } from '../../lib/mail-language';

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
  /** The reader's language (`users.language`); English when they never chose. */
  language?: MailLanguage;
}

/** "today", "tomorrow", "in 3 days" (in Hindi "आज", "कल", "3 दिन में"). */
export function countdown(daysAway: number, language: MailLanguage = 'en'): string {
  if (language === 'hi') {
    if (daysAway === 0) return 'आज';
    if (daysAway === 1) return 'कल';
    return `${daysAway} दिन में`;
  }
  if (daysAway === 0) return 'today';
  if (daysAway === 1) return 'tomorrow';
  return `in ${daysAway} days`;
}

const dayFormats = Object.fromEntries(
  (['en', 'hi'] as const).map((language) => [
    language,
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  ]),
) as Record<MailLanguage, Intl.DateTimeFormat>;

/**
 * "Sunday, 8 November 2026" ("रविवार, 8 नवंबर 2026") for `2026-11-08` (a calendar day, no time
 * zone of its own).
 */
export function longDate(day: string, language: MailLanguage = 'en'): string {
  return dayFormats[language].format(new Date(`${day}T00:00:00Z`));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The words of a reminder in one language; names and links are filled in by `reminderEmail`. */
interface ReminderCopy {
  greeting(name: string): string;
  subject(festival: string, when: string, ready: boolean): string;
  /** The text part's line: the festival, its countdown and its date. */
  dateLine(festival: ReminderEmailInput['festival'], when: string, date: string): string;
  /** The heading of the HTML part (its own name first, the other script after it). */
  heading(festival: ReminderEmailInput['festival']): string;
  mark: string;
  /** Before the pictures: the text part's lines, and the HTML's sentence. */
  readyLines: string[];
  readyHtml: string;
  findLine: string;
  findHtml: string;
  openWithBrand: string;
  openCalendar: string;
  why(festival: string): string;
  choose: string;
  stop: string;
  unsubscribe: string;
}

const COPY: Record<MailLanguage, ReminderCopy> = {
  en: {
    greeting: (name) => `Hi ${name},`,
    subject: (festival, when, ready) =>
      ready
        ? `${festival} is ${when}: your branded posts are ready`
        : `${festival} is ${when}: plan your post`,
    dateLine: (festival, when, date) =>
      `${festival.name} (${festival.nameHi}) is ${when}, ${date}.`,
    heading: (festival) =>
      `${escapeHtml(festival.name)} <span lang="hi" style="font-weight:400">${escapeHtml(festival.nameHi)}</span>`,
    mark: 'Free downloads carry a small Stamp mark; members download them without it.',
    readyLines: [
      'Here are posts for it, already made with your logo, name and phone. Open one to change',
      'anything and download it:',
    ],
    readyHtml:
      'Here are posts for it, already made with your logo, name and phone. Open one to change anything and download it.',
    findLine: 'Find posts for it and every festival ahead in the calendar:',
    findHtml: 'Find posts for it, and for every festival ahead, in the calendar.',
    openWithBrand: 'Open with my brand',
    openCalendar: 'Open the calendar',
    why: (festival) => `You get this e-mail because you asked Stamp to remind you of ${festival}.`,
    choose: 'Choose your reminders',
    stop: 'Stop festival reminders',
    unsubscribe: 'Unsubscribe',
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    subject: (festival, when, ready) =>
      ready
        ? `${festival} ${when} है: आपकी ब्रांडेड पोस्ट तैयार हैं`
        : `${festival} ${when} है: अपनी पोस्ट की तैयारी करें`,
    dateLine: (festival, when, date) => `${festival.nameHi} ${when} है: ${date}।`,
    heading: (festival) =>
      `${escapeHtml(festival.nameHi)} <span lang="en" style="font-weight:400">${escapeHtml(festival.name)}</span>`,
    mark: 'फ़्री डाउनलोड पर Stamp का छोटा निशान रहता है; मेंबर इन्हें बिना निशान के डाउनलोड करते हैं।',
    readyLines: [
      'इसके लिए आपकी पोस्ट तैयार हैं, आपके लोगो, नाम और फ़ोन नंबर के साथ। कुछ भी बदलने और',
      'डाउनलोड करने के लिए कोई एक खोलें:',
    ],
    readyHtml:
      'इसके लिए आपकी पोस्ट तैयार हैं, आपके लोगो, नाम और फ़ोन नंबर के साथ। कुछ भी बदलने और डाउनलोड करने के लिए कोई एक खोलें।',
    findLine: 'इसके और आने वाले हर त्योहार के लिए पोस्ट कैलेंडर में देखें:',
    findHtml: 'इसके और आने वाले हर त्योहार के लिए पोस्ट कैलेंडर में देखें।',
    openWithBrand: 'मेरे ब्रांड के साथ खोलें',
    openCalendar: 'कैलेंडर खोलें',
    why: (festival) =>
      `आपको यह ईमेल इसलिए मिला, क्योंकि आपने Stamp से ${festival} की याद दिलाने को कहा था।`,
    choose: 'अपने रिमाइंडर चुनें',
    stop: 'त्योहार के रिमाइंडर बंद करें',
    unsubscribe: 'अनसब्सक्राइब करें',
  },
};

/**
 * A festival reminder, in the reader's language: the festival in English and Hindi, its date and
 * countdown, up to three of its creatives drawn with the reader's brand kit (inline pictures, each
 * linking to its item with the kit applied) or, without creatives, a link to the calendar; and the
 * one-click unsubscribe of RFC 8058 (List-Unsubscribe with List-Unsubscribe-Post) beside a link in
 * the body.
 */
export function reminderEmail(input: ReminderEmailInput): MailMessage {
  const { festival, pictures, links } = input;
  const language = input.language ?? 'en';
  const copy = COPY[language];
  // The festival by the name the reader's language gives it.
  const festivalName = language === 'hi' ? festival.nameHi : festival.name;
  const when = countdown(input.daysAway, language);
  const date = longDate(festival.date, language);
  const ready = pictures.length > 0;
  const subject = copy.subject(festivalName, when, ready);
  const mark = input.watermarked ? copy.mark : null;

  const text = [
    copy.greeting(input.name),
    '',
    copy.dateLine(festival, when, date),
    '',
    ...(ready
      ? [
          ...copy.readyLines,
          '',
          ...pictures.map((picture) => `${picture.title}: ${picture.link}`),
          ...(mark ? ['', mark] : []),
        ]
      : [copy.findLine, '', links.calendar]),
    '',
    '—',
    copy.why(festivalName),
    `${copy.choose}: ${links.calendar}`,
    `${copy.stop}: ${links.unsubscribePage}`,
  ].join('\n');

  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#f97316;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
  const pictureBlocks = pictures.map(
    (picture) => `
      <tr><td style="padding:12px 0 4px">
        <a href="${escapeHtml(picture.link)}"><img src="cid:${escapeHtml(picture.cid)}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(picture.title)}" style="display:block;width:100%;max-width:${picture.width}px;height:auto;border:0;border-radius:8px"></a>
      </td></tr>
      <tr><td style="padding:4px 0 16px">${button(picture.link, copy.openWithBrand)}</td></tr>`,
  );
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Inter,Arial,sans-serif;color:#1c1917">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4">
    <tr><td align="center" style="padding:24px 12px">
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:12px;padding:24px">
        <tr><td style="font-size:15px;line-height:1.5">${escapeHtml(copy.greeting(input.name))}</td></tr>
        <tr><td style="padding:12px 0 0">
          <h1 style="margin:0;font-size:24px;line-height:1.3">${copy.heading(festival)}</h1>
          <p style="margin:4px 0 0;font-size:15px;color:#57534e">${escapeHtml(capitalise(when))} · ${escapeHtml(date)}</p>
        </td></tr>
        ${
          ready
            ? `<tr><td style="padding:16px 0 0;font-size:15px;line-height:1.5">${escapeHtml(copy.readyHtml)}</td></tr>
        ${pictureBlocks.join('')}
        ${mark ? `<tr><td style="font-size:13px;color:#57534e">${escapeHtml(mark)}</td></tr>` : ''}`
            : `<tr><td style="padding:16px 0;font-size:15px;line-height:1.5">${escapeHtml(copy.findHtml)}</td></tr>
        <tr><td>${button(links.calendar, copy.openCalendar)}</td></tr>`
        }
        <tr><td style="padding:24px 0 0;font-size:12px;line-height:1.5;color:#78716c">
          ${escapeHtml(copy.why(festivalName))}
          <a href="${escapeHtml(links.calendar)}" style="color:#78716c">${escapeHtml(copy.choose)}</a> ·
          <a href="${escapeHtml(links.unsubscribePage)}" style="color:#78716c">${escapeHtml(copy.unsubscribe)}</a>
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
