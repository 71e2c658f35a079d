import { createHmac, timingSafeEqual } from 'node:crypto';
import { ID_PATTERN } from '@stamp/shared/schemas/ids';

/**
 * The token of a reminder e-mail's one-click unsubscribe link: `<user id>.<mac>`, the mac an
 * HMAC-SHA256 of the user id under the app secret (as known-device.ts binds a device to an
 * account). Nothing is stored: the link works for as long as the app secret is the same, which
 * is what RFC 8058 asks of a List-Unsubscribe address (it may be used weeks after the e-mail),
 * and all it can do is turn reminders off.
 */
const PURPOSE = 'stamp-reminder-unsubscribe';

const mac = (appSecret: string, userId: string) =>
  createHmac('sha256', appSecret).update(`${PURPOSE}\0${userId}`).digest('base64url');

export function unsubscribeToken(appSecret: string, userId: string): string {
  return `${userId}.${mac(appSecret, userId)}`;
}

/** The user a token was issued for, or null for a tampered, truncated or foreign one. */
export function unsubscribeUser(appSecret: string, token: string): string | null {
  const [userId, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !signature || !ID_PATTERN.test(userId)) return null;
  const expected = Buffer.from(mac(appSecret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
