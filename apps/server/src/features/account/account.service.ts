import type { ChangePasswordBody, LoginBody, SignupBody } from '@stamp/shared/schemas/account';
import type { User } from '@stamp/shared/schemas/user';
import type { Mailer } from '../../adapters/mail/mailer';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { normalisePhone } from '../../lib/phone';
import { hashToken, newToken } from '../../lib/tokens';
import { passwordChangedEmail, passwordResetEmail } from './account.emails';
import { createPasswordResetsRepo } from './password-resets.repo';
import type { SessionCache } from './session-cache';
import { createSessionsRepo } from './sessions.repo';
import { toUserEntity } from './user-entity';
import { createUsersRepo, type UserRow } from './users.repo';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, so reads stay reads on busy sessions.
const SESSION_EXTEND_AFTER_MS = 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  user: User;
  token: string;
}

export interface CurrentSession {
  user: User;
  sessionId: string;
  /** Set when the expiry slid forward: the cookie should be re-issued with a fresh max-age. */
  extended: boolean;
}

export interface AccountServiceDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  sessionCache: SessionCache;
  publicUrl: URL;
  /** The day of the daily download allowance (YYYY-MM-DD in the business time zone). */
  today: () => string;
  log: { error(obj: object, msg: string): void };
}

export function createAccountService({
  db,
  mailer,
  limiter,
  sessionCache,
  publicUrl,
  today,
  log,
}: AccountServiceDeps) {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);
  const resets = createPasswordResetsRepo(db);

  async function startSession(user: UserRow, client: ClientInfo): Promise<SignedIn> {
    const token = newToken();
    await sessions.create({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip.slice(0, 64),
    });
    const current = await sessions.findCurrent(hashToken(token));
    if (!current) throw new Error('session vanished right after it was created');
    return {
      user: toUserEntity(current.user, current.membership, current.allowance, {
        dailyDownloads: current.dailyDownloads,
        today: today(),
      }),
      token,
    };
  }

  /** Mail is sent after the response so its timing cannot reveal whether an account exists. */
  function sendInBackground(message: Parameters<Mailer['send']>[0]): void {
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail failed'));
  }

  return {
    async signup(input: SignupBody, client: ClientInfo): Promise<SignedIn> {
      await limiter.consume('signupPerIp', client.ip);
      const phoneNumber = normalisePhone(input.phoneNumber);
      if (!phoneNumber) {
        throw badRequest('Enter a valid phone number', {
          phoneNumber: 'Enter a valid phone number',
        });
      }
      // Checked first for a clear message; the unique indexes still decide under a race.
      if (await users.findByEmail(input.email)) throw duplicate('email');
      if (await users.findByPhone(phoneNumber)) throw duplicate('phoneNumber');
      let user: UserRow;
      try {
        user = await users.insert({
          fullName: input.name,
          email: input.email,
          phoneNumber,
          passwordHash: await hashPassword(input.password),
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_unique') throw duplicate('email');
        if (constraint === 'users_phone_number_unique') throw duplicate('phoneNumber');
        throw error;
      }
      return startSession(user, client);
    },

    async login(input: LoginBody, client: ClientInfo): Promise<SignedIn> {
      const byEmail = input.identifier.includes('@');
      const identifier = byEmail
        ? input.identifier.toLowerCase()
        : normalisePhone(input.identifier);
      await limiter.consume('loginPerIp', client.ip);
      await limiter.consume('loginPerIdentifier', identifier ?? input.identifier);
      const user = identifier
        ? byEmail
          ? await users.findByEmail(identifier)
          : await users.findByPhone(identifier)
        : undefined;
      const ok = await verifyPassword(
        input.password,
        user?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!user || !ok) throw unauthorized('Invalid email/phone or password');
      return startSession(user, client);
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const tokenHash = hashToken(token);
      await sessions.deleteByTokenHash(tokenHash);
      sessionCache.forgetToken(tokenHash);
    },

    /** The user behind a session cookie, or null when it is missing, unknown or expired. */
    async authenticate(token: string | undefined): Promise<CurrentSession | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      let row = sessionCache.get(tokenHash);
      if (!row) {
        const generation = sessionCache.generation();
        row = await sessions.findCurrent(tokenHash);
        if (!row) return null;
        sessionCache.set(tokenHash, row, generation);
      }
      const extended = Date.now() - row.lastSeenAt.getTime() > SESSION_EXTEND_AFTER_MS;
      if (extended) {
        const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        await sessions.extend(row.sessionId, expiresAt);
        // The cached row is ours alone; keep it in step so the next request does not extend again.
        row.lastSeenAt = new Date();
        row.expiresAt = expiresAt;
      }
      return {
        user: toUserEntity(row.user, row.membership, row.allowance, {
          dailyDownloads: row.dailyDownloads,
          today: today(),
        }),
        sessionId: row.sessionId,
        extended,
      };
    },

    async changePassword(session: CurrentSession, input: ChangePasswordBody): Promise<void> {
      const user = await users.findById(session.user._id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw badRequest('Current password is incorrect', {
          oldPassword: 'Current password is incorrect',
        });
      }
      if (input.oldPassword === input.newPassword) {
        throw badRequest('New password must be different from the current one', {
          newPassword: 'New password must be different from the current one',
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await createUsersRepo(tx).setPasswordHash(user.id, passwordHash);
        await createSessionsRepo(tx).deleteAllForUser(user.id, session.sessionId);
      });
      sessionCache.forgetUser(user.id);
      sendInBackground(passwordChangedEmail(user.email, user.fullName));
    },

    /** Always answers the same way, whether or not the address has an account. */
    async forgotPassword(email: string, client: ClientInfo): Promise<void> {
      await limiter.consume('forgotPerIp', client.ip);
      await limiter.consume('forgotPerEmail', email);
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = newToken();
      await resets.create({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = new URL(`/reset-password/${token}`, publicUrl).toString();
      sendInBackground(passwordResetEmail(user.email, user.fullName, link));
    },

    /** Sets the new password and signs the user out everywhere; the link then stops working. */
    async resetPassword(token: string, newPassword: string, client: ClientInfo): Promise<void> {
      await limiter.consume('resetPerIp', client.ip);
      await limiter.consume('resetPerToken', hashToken(token));
      const passwordHash = await hashPassword(newPassword);
      const user = await db.transaction(async (tx) => {
        const userId = await createPasswordResetsRepo(tx).consume(hashToken(token));
        if (!userId)
          throw new AppError(
            400,
            'This reset link is invalid or has expired. Please ask for a new one.',
            'RESET_TOKEN_INVALID',
          );
        await createUsersRepo(tx).setPasswordHash(userId, passwordHash);
        await createSessionsRepo(tx).deleteAllForUser(userId);
        return createUsersRepo(tx).findById(userId);
      });
      if (user) sessionCache.forgetUser(user.id);
      if (user) sendInBackground(passwordChangedEmail(user.email, user.fullName));
    },

    async ensureAdmin(email: string, password: string): Promise<void> {
      const admin = await users.upsertAdmin(email, await hashPassword(password));
      sessionCache.forgetUser(admin.id);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

function duplicate(field: 'email' | 'phoneNumber'): AppError {
  const message =
    field === 'email'
      ? 'An account with this email already exists'
      : 'An account with this phone number already exists';
  return conflict(message, { [field]: message });
}
