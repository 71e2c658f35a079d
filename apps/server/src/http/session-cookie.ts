import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '../features/account/account.service';

export const SESSION_COOKIE = 'stamp_session';

const PREFIX = `${SESSION_COOKIE}=`;

/** Reads the session cookie straight from the header. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}

/** One of our cookies, read by hand: a cookie plugin would parse every request's header. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const prefix = `${name}=`;
  for (const part of header.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return cookie.slice(prefix.length) || undefined;
  }
  return undefined;
}

/** The known-device cookie's name (features/account/known-device.ts makes its value). */
export const DEVICE_COOKIE = 'stamp_device';

// A year: the browser stays known to the account as long as people keep a phone.
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The known-device cookie (known-device.ts), only ever sent to the API. */
export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_MAX_AGE_S}; Path=/api/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

/** Our only cookie, written by hand: a cookie plugin would parse every request's header. */
function sessionCookie(value: string, maxAgeS: number, secure: boolean): string {
  return `${PREFIX}${value}; Max-Age=${maxAgeS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.header('set-cookie', sessionCookie(token, SESSION_TTL_MS / 1000, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', sessionCookie('', 0, secure));
}
