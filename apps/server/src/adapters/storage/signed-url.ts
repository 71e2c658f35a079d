import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures for links to private media served by our own server (the disk storage):
 * `?e=<unix expiry>&s=<HMAC-SHA256 of key and expiry, base64url>`. The key is signed rather
 * than the URL, so a link survives a change of host or URL prefix but not a change of file.
 */
export type SignatureCheck =
  | { valid: true; expiresAt: number }
  | { valid: false; reason: 'invalid' | 'expired' };

const EXPIRY_PATTERN = /^[0-9]{1,12}$/;
// 32 bytes of HMAC-SHA256 in base64url without padding.
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The unix second a link made now for `expiresInS` stops working. Rounded up, so a link always
 * lives at least `expiresInS`, and S3 presigning (whole seconds too) expires at the same moment.
 */
export const expiryFor = (nowMs: number, expiresInS: number) =>
  Math.ceil(nowMs / 1000) + expiresInS;

export function createUrlSigner(appSecret: string) {
  // A key derived for this one purpose: whatever else APP_SECRET signs later, a media signature
  // can never be replayed as one of those, nor the other way round.
  const signingKey = createHmac('sha256', appSecret).update('stamp/media-url/v1').digest();
  const mac = (key: string, expiresAt: number) =>
    createHmac('sha256', signingKey).update(`${key}\n${expiresAt}`).digest();

  return {
    sign: (key: string, expiresAt: number): string => mac(key, expiresAt).toString('base64url'),

    /** `expiry` and `signature` are the raw query values, whatever a client sent. */
    verify(key: string, expiry: unknown, signature: unknown, nowMs: number): SignatureCheck {
      if (typeof expiry !== 'string' || !EXPIRY_PATTERN.test(expiry)) {
        return { valid: false, reason: 'invalid' };
      }
      if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) {
        return { valid: false, reason: 'invalid' };
      }
      const expiresAt = Number(expiry);
      const expected = mac(key, expiresAt).toString('base64url');
      // Compared as text, not decoded bytes: base64url's last character carries two unused bits,
      // so decoding would accept four spellings of one signature. Constant time, so response
      // timing tells nothing about how much of a guess was right.
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
        return { valid: false, reason: 'invalid' };
      }
      if (nowMs >= expiresAt * 1000) return { valid: false, reason: 'expired' };
      return { valid: true, expiresAt };
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
