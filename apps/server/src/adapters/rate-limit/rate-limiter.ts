import { tooManyRequests } from '../../lib/errors';
import type { RateLimitStore } from './rate-limit-store';

export interface RateLimitRule {
  limit: number;
  windowS: number;
}

/** Named rules; each request checks the rule against one or more keys (an IP, an identifier). */
export type RateLimitRules = Record<
  | 'loginPerIp'
  | 'loginPerIdentifier'
  | 'loginPerIdentifierAndClient'
  | 'signupPerIp'
  | 'forgotPerIp'
  | 'forgotPerEmail'
  | 'forgotPerEmailAndClient'
  | 'resetPerIp'
  | 'resetPerToken'
  | 'contactPerIp'
  | 'funnelEventsPerIp'
  | 'watermarkedDownloadsPerUser'
  | 'logoUploadsPerUser',
  RateLimitRule
>;

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  // A shared office or mobile carrier NAT puts many people behind one IP: keep IP limits wide.
  loginPerIp: { limit: 100, windowS: 15 * 60 },
  // Guessing one account's password from one client (address, or a browser that has signed in
  // to it before): 10 tries per quarter hour.
  loginPerIdentifierAndClient: { limit: 10, windowS: 15 * 60 },
  // The same account from every client that has never signed in to it: caps a guesser spread
  // over many addresses. A browser the owner has used is never held by it (known-device.ts).
  loginPerIdentifier: { limit: 30, windowS: 15 * 60 },
  signupPerIp: { limit: 20, windowS: 60 * 60 },
  forgotPerIp: { limit: 20, windowS: 60 * 60 },
  // Stops the reset form being used to flood someone's inbox: 5 an hour from one client, 20
  // from all clients together, except from a browser the owner has signed in with.
  forgotPerEmailAndClient: { limit: 5, windowS: 60 * 60 },
  forgotPerEmail: { limit: 20, windowS: 60 * 60 },
  resetPerIp: { limit: 30, windowS: 60 * 60 },
  resetPerToken: { limit: 10, windowS: 60 * 60 },
  contactPerIp: { limit: 20, windowS: 60 * 60 },
  // Counting the membership funnel: a person opens the premium modal a few times an hour; a
  // loop replaying the beacon is cut off here so it cannot inflate the dashboard's figures.
  funnelEventsPerIp: { limit: 120, windowS: 60 * 60 },
  // Free downloads cost a full-resolution render each: generous for daily posting, not a farm.
  watermarkedDownloadsPerUser: { limit: 60, windowS: 60 * 60 },
  logoUploadsPerUser: { limit: 30, windowS: 60 * 60 },
};

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rules: RateLimitRules,
  ) {}

  /** Throws a 429 AppError when the key is over the rule's limit. */
  async consume(ruleName: keyof RateLimitRules, key: string): Promise<void> {
    const rule = this.rules[ruleName];
    const { count, resetInMs } = await this.store.hit(`${ruleName}:${key}`, rule.windowS * 1000);
    if (count > rule.limit) {
      const retryAfterS = Math.max(1, Math.ceil(resetInMs / 1000));
      throw tooManyRequests(
        `Too many attempts. Please try again in ${describeWait(retryAfterS)}.`,
        retryAfterS,
      );
    }
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
