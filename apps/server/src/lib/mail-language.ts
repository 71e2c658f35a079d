/**
 * The language of the e-mails a user gets: the one chosen in the interface and kept on the account
 * (`users.language`, decision 0024), English until they choose.
 */
export type MailLanguage = 'en' | 'hi';

/** Whom an account e-mail goes to, in which language. */
export interface Recipient {
  email: string;
  fullName: string;
  language?: string | null;
}

export function mailLanguage(recipient: { language?: string | null }): MailLanguage {
  return recipient.language === 'hi' ? 'hi' : 'en';
}

/** A calendar day the way each language writes it: "21 November 2026", "21 नवंबर 2026". */
export function mailDay(date: Date, language: MailLanguage, timeZone = 'Asia/Kolkata'): string {
  return date.toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
}
