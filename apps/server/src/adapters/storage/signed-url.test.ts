import { describe, expect, it } from 'vitest';
import { createUrlSigner, expiryFor } from './signed-url';

const SECRET = 'test-secret-that-is-at-least-32-chars';
const KEY = 'private/previews/clean/a1.webp';
const NOW = 1_800_000_000_000;

describe('media URL signatures', () => {
  const signer = createUrlSigner(SECRET);
  const expiresAt = expiryFor(NOW, 60);
  const signature = signer.sign(KEY, expiresAt);

  it('accepts its own signature until the expiry second', () => {
    expect(signer.verify(KEY, String(expiresAt), signature, NOW)).toEqual({
      valid: true,
      expiresAt,
    });
    expect(signer.verify(KEY, String(expiresAt), signature, expiresAt * 1000 - 1).valid).toBe(true);
    expect(signer.verify(KEY, String(expiresAt), signature, expiresAt * 1000)).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('makes a link live at least as long as asked, rounding up to the second', () => {
    expect(expiryFor(1000, 60)).toBe(61);
    expect(expiryFor(1001, 60)).toBe(62);
  });

  it.each([
    ['another key', 'private/originals/a1.png', String(expiresAt), signature],
    ['another expiry', KEY, String(expiresAt + 1), signature],
    ['a changed signature', KEY, String(expiresAt), `B${signature.slice(1)}`],
    ['another spelling of the same bytes', KEY, String(expiresAt), respell(signature)],
    ['no signature', KEY, String(expiresAt), undefined],
    ['no expiry', KEY, undefined, signature],
    ['an expiry that is not a number', KEY, `${expiresAt}.5`, signature],
    ['a repeated parameter', KEY, [String(expiresAt), String(expiresAt)], signature],
    ['a short signature', KEY, String(expiresAt), signature.slice(0, 20)],
  ])('refuses %s', (_, key, expiry, given) => {
    expect(signer.verify(key, expiry, given, NOW)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses a signature made with another secret', () => {
    const other = createUrlSigner('another-secret-that-is-32-chars-long').sign(KEY, expiresAt);
    expect(signer.verify(KEY, String(expiresAt), other, NOW).valid).toBe(false);
  });
});

/** The last base64url character carries 2 unused bits: flip them to spell the same bytes anew. */
function respell(signature: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(signature.at(-1) as string);
  const respelled = `${signature.slice(0, -1)}${alphabet[last ^ 0b01]}`;
  expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
  return respelled;
}
