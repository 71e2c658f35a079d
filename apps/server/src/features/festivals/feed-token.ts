import { createHmac, randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/tokens';

/** A feed token is 32 bytes in base64url: 43 characters of A–Z, a–z, 0–9, `-` and `_`. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface FeedSecret {
  /** 32 random bytes, stored: the token is derived from it and the app secret. */
  nonce: string;
  /** What the private feed's address carries. Never stored. */
  token: string;
  /** SHA-256 of the token: what a feed request is looked up by. */
  hash: string;
}

/**
 * The private calendar feed's token. A calendar app keeps polling one address for months, and the
 * settings page must show that address again, yet the database must not hold it (a copy of the
 * database would open every user's feed). So the token is an HMAC of a stored random nonce under
 * the app secret: the server can show it again, the database holds only the nonce and the token's
 * hash, and a new nonce revokes the old address.
 */
export function feedSecret(appSecret: string, userId: string, nonce: string): FeedSecret {
  const token = createHmac('sha256', appSecret)
    .update(`stamp-calendar-feed\0${userId}\0${nonce}`)
    .digest('base64url');
  return { nonce, token, hash: hashToken(token) };
}

export function newFeedSecret(appSecret: string, userId: string): FeedSecret {
  return feedSecret(appSecret, userId, randomBytes(32).toString('base64url'));
}
