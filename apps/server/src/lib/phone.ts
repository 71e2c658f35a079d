import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Our users are mostly in India: a number without a country code is read as Indian. */
export const DEFAULT_PHONE_COUNTRY = 'IN';

/** `98765 43210`, `+91 98765-43210` and `+919876543210` all become `+919876543210`; null if invalid. */
export function normalisePhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}
