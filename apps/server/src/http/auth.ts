import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  AccountService,
  ClientInfo,
  CurrentSession,
} from '../features/account/account.service';
import { unauthorized } from '../lib/errors';
import {
  clearSessionCookie,
  DEVICE_COOKIE,
  readCookie,
  readSessionToken,
  setSessionCookie,
} from './session-cookie';

export interface Auth {
  /**
   * The signed-in user from the session cache with no wait, or null; undefined when only
   * `optional` can tell (the session is not cached, or its cookie is due to be extended).
   */
  cached(request: FastifyRequest): CurrentSession | null | undefined;
  /** The signed-in user, or null; clears a cookie that no longer names a live session. */
  optional(request: FastifyRequest, reply: FastifyReply): Promise<CurrentSession | null>;
  /** The signed-in user, or a 401. */
  required(request: FastifyRequest, reply: FastifyReply): Promise<CurrentSession>;
}

export function createAuth(accounts: AccountService, secureCookies: boolean): Auth {
  async function optional(request: FastifyRequest, reply: FastifyReply) {
    const token = readSessionToken(request);
    if (!token) return null;
    const session = await accounts.authenticate(token);
    if (!session) {
      clearSessionCookie(reply, secureCookies);
      return null;
    }
    if (session.extended) setSessionCookie(reply, token, secureCookies);
    return session;
  }
  return {
    cached: (request) => accounts.cachedSession(readSessionToken(request)),
    optional,
    async required(request, reply) {
      const session = await optional(request, reply);
      if (!session) throw unauthorized();
      return session;
    },
  };
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    device: readCookie(request, DEVICE_COOKIE) ?? null,
  };
}
