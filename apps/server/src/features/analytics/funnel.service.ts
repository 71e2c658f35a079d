import type { FunnelEventStep } from '@stamp/shared/schemas/admin-people';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Database } from '../../db/client';
import { createFunnelRepo } from './funnel.repo';

/**
 * The membership funnel's browser steps (premium modal shown, checkout opened), counted per
 * business day. Nothing about the caller is stored; each address is rate-limited so a loop
 * replaying the beacon cannot inflate the dashboard. "Paid" is not counted here: the dashboard
 * reads it from captured payments, so no payment path writes anything new.
 */
export function createFunnelService(deps: {
  db: Database;
  limiter: RateLimiter;
  today: () => string;
}) {
  const repo = createFunnelRepo(deps.db);
  return {
    async record(step: FunnelEventStep, ip: string): Promise<void> {
      await deps.limiter.consume('funnelEventsPerIp', ip);
      await repo.increment(deps.today(), step);
    },
  };
}
export type FunnelService = ReturnType<typeof createFunnelService>;
