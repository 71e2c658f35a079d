import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '../features/account/account.service';

export const SESSION_COOKIE = 'stamp_session';

const PREFIX = `${SESSION_COOKIE}=`;

/** Reads our one cookie straight from the header. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(PREFIX)) return cookie.slice(PREFIX.length) || undefined;
  }
  return undefined;
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
