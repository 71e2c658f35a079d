import type {
  ChangePasswordBody,
  LoginBody,
  SignupBody,
  UpdateProfileBody,
} from '@stamp/shared/schemas/account';
import type { User } from '@stamp/shared/schemas/user';
import type { Mailer } from '../../adapters/mail/mailer';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import {
  dummyPasswordHash,
  hashPassword,
  PASSWORD_COST,
  type PasswordCost,
  verifyPassword,
} from '../../lib/password';
import { normalisePhone } from '../../lib/phone';
import { hashToken, newToken } from '../../lib/tokens';
import { passwordChangedEmail, passwordResetEmail } from './account.emails';
import type { KnownDevices } from './known-device';
import { createPasswordResetsRepo } from './password-resets.repo';
import type { SessionCache } from './session-cache';
import { createSessionUsers } from './session-user';
import { createSessionsRepo } from './sessions.repo';
import { toUserEntity } from './user-entity';
import { createUsersRepo, type UserRow } from './users.repo';

/**
 * What other features may do to the account's session cache: drop a user whose membership or
 * allowance they changed, so the next request reads it fresh. The cache itself stays private.
 */
export type SessionUserInvalidation = Pick<SessionCache, 'forgetUser'>;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, so reads stay reads on busy sessions.
const SESSION_EXTEND_AFTER_MS = 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The known-device cookie this browser sent, if any (known-device.ts). */
  device: string | null;
}

export interface SignedIn {
  user: User;
  token: string;
  /** The known-device cookie to set: this browser has now signed in to this account. */
  device: string;
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
  devices: KnownDevices;
  /** Named in the refusal a disabled account gets at login. */
  supportEmail: string;
  /** scrypt's work factors for new hashes; the default outside the server's own tests. */
  passwordCost?: PasswordCost;
}

export function createAccountService({
  db,
  mailer,
  limiter,
  sessionCache,
  publicUrl,
  today,
  log,
  devices,
  supportEmail,
  passwordCost = PASSWORD_COST,
}: AccountServiceDeps) {
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(db);
  const userEntityOf = createSessionUsers(today);

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
      device: devices.issue(user.id, client.device),
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
      // Hashed before the checks, so a taken address and a free one take as long to answer.
      const passwordHash = await hashPassword(input.password, passwordCost);
      // Checked first to skip a failing insert; the unique indexes still decide under a race.
      if ((await users.findByEmail(input.email)) || (await users.findByPhone(phoneNumber))) {
        throw duplicateAccount();
      }
      let user: UserRow;
      try {
        user = await users.insert({
          fullName: input.name,
          email: input.email,
          phoneNumber,
          passwordHash,
        });
      } catch (error) {
        if (uniqueViolation(error)) throw duplicateAccount();
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
      const user = identifier
        ? byEmail
          ? await users.findByEmail(identifier)
          : await users.findByPhone(identifier)
        : undefined;
      // Limits per account and client, so a stranger's guesses only lock the stranger out;
      // the account-wide cap leaves alone a browser that has signed in to it before.
      const account = identifier ?? input.identifier;
      const device = user ? devices.recognise(client.device, user.id) : null;
      const from = device ? `device:${device}` : `ip:${client.ip}`;
      await limiter.consume('loginPerIdentifierAndClient', `${account}|${from}`);
      if (!device) await limiter.consume('loginPerIdentifier', account);
      const ok = await verifyPassword(
        input.password,
        user?.passwordHash ?? (await dummyPasswordHash(passwordCost)),
      );
      if (!user || !ok) throw unauthorized('Invalid email/phone or password');
      // Said only after the right password: a guesser learns nothing about the account.
      if (user.disabledAt) throw accountDisabled(supportEmail);
      return startSession(user, client);
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const tokenHash = hashToken(token);
      await sessions.deleteByTokenHash(tokenHash);
      sessionCache.forgetToken(tokenHash);
    },

    /** The user behind a session cookie, or null when it is missing, unknown or expired. */
    /**
     * The session from the cache alone, with no wait: null for no session, undefined when only
     * `authenticate` can tell (not cached, or due to be extended). Most requests of a signed-in
     * user end here, without the promise and microtask turns of an async lookup.
     */
    cachedSession(token: string | undefined): CurrentSession | null | undefined {
      if (!token || token.length > 100) return null;
      const row = sessionCache.get(hashToken(token));
      if (!row || Date.now() - row.lastSeenAt.getTime() > SESSION_EXTEND_AFTER_MS) return undefined;
      return { user: userEntityOf(row), sessionId: row.sessionId, extended: false };
    },

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
      return { user: userEntityOf(row), sessionId: row.sessionId, extended };
    },

    /** The interface language, kept on the account so the user's other devices follow it. */
    async updateProfile(session: CurrentSession, input: UpdateProfileBody): Promise<User> {
      await users.setLanguage(session.user._id, input.language);
      sessionCache.forgetUser(session.user._id);
      return { ...session.user, language: input.language };
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
      const passwordHash = await hashPassword(input.newPassword, passwordCost);
      await db.transaction(async (tx) => {
        await createUsersRepo(tx).setPasswordHash(user.id, passwordHash);
        await createSessionsRepo(tx).deleteAllForUser(user.id, session.sessionId);
        await createPasswordResetsRepo(tx).voidAllForUser(user.id);
      });
      sessionCache.forgetUser(user.id);
      sendInBackground(passwordChangedEmail(user));
    },

    /** Always answers the same way, whether or not the address has an account. */
    async forgotPassword(email: string, client: ClientInfo): Promise<void> {
      await limiter.consume('forgotPerIp', client.ip);
      const user = await users.findByEmail(email);
      // As for login: per client, and account-wide except from a browser the owner has used.
      const device = user ? devices.recognise(client.device, user.id) : null;
      const from = device ? `device:${device}` : `ip:${client.ip}`;
      await limiter.consume('forgotPerEmailAndClient', `${email}|${from}`);
      if (!device) await limiter.consume('forgotPerEmail', email);
      // A disabled account gets no reset link: a new password would not let it back in anyway.
      if (!user || user.disabledAt) return;
      const token = newToken();
      // Only the newest link works: one transaction, so two requests leave exactly one live.
      await db.transaction(async (tx) => {
        const repo = createPasswordResetsRepo(tx);
        await repo.voidAllForUser(user.id);
        await repo.create({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
      });
      const link = new URL(`/reset-password/${token}`, publicUrl).toString();
      sendInBackground(passwordResetEmail(user, link));
    },

    /** Sets the new password and signs the user out everywhere; the link then stops working. */
    async resetPassword(token: string, newPassword: string, client: ClientInfo): Promise<void> {
      await limiter.consume('resetPerIp', client.ip);
      await limiter.consume('resetPerToken', hashToken(token));
      const passwordHash = await hashPassword(newPassword, passwordCost);
      const user = await db.transaction(async (tx) => {
        const userId = await createPasswordResetsRepo(tx).consume(hashToken(token));
        if (!userId)
          throw new AppError({
            statusCode: 400,
            message: 'This reset link is invalid or has expired. Please ask for a new one.',
            code: 'RESET_TOKEN_INVALID',
          });
        await createUsersRepo(tx).setPasswordHash(userId, passwordHash);
        await createSessionsRepo(tx).deleteAllForUser(userId);
        await createPasswordResetsRepo(tx).voidAllForUser(userId);
        return createUsersRepo(tx).findById(userId);
      });
      if (user) sessionCache.forgetUser(user.id);
      if (user) sendInBackground(passwordChangedEmail(user));
    },

    /**
     * The `ADMIN_EMAIL` operator, created or updated at start-up. An address that already
     * belongs to a customer account is refused (decision 0012): whoever registered it first
     * would otherwise become an operator, keeping the sessions they already had.
     */
    async ensureAdmin(email: string, password: string): Promise<void> {
      const admin = await users.upsertAdmin(
        email.toLowerCase(),
        await hashPassword(password, passwordCost),
      );
      if (!admin) {
        throw new Error(
          `ADMIN_EMAIL ${email} belongs to an existing customer account, which start-up will not ` +
            'promote to operator. Choose another ADMIN_EMAIL, or change that account in the ' +
            'database yourself if it is really yours.',
        );
      }
      sessionCache.forgetUser(admin.id);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The same answer whichever of the two is taken: saying which would tell anyone whether a given
 * phone number or e-mail has an account here. What the person should do next is the same too.
 */
function duplicateAccount(): AppError {
  return conflict(
    'An account with this email or phone number already exists. Log in, or reset your password.',
  );
}

/** Login's answer for an account an admin disabled: what happened and whom to ask. */
export function accountDisabled(supportEmail: string): AppError {
  return new AppError({
    statusCode: 403,
    message: `This account has been disabled. Write to ${supportEmail} if you think this is a mistake.`,
    code: 'ACCOUNT_DISABLED',
  });
}
