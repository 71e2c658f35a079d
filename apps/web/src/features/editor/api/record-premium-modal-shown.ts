import type { FunnelEventStep } from '@stamp/shared/schemas/admin-people';
import { API_BASE } from '../../../lib/api';

const step: FunnelEventStep = 'premium_modal_shown';

/**
 * `POST /events/funnel`: counts one "premium modal shown" for the operator dashboard's funnel
 * (no user id is sent or stored). Fire and forget: `keepalive` lets it finish if the page goes,
 * and no outcome, a refusal or no network, may touch the editor.
 */
export function recordPremiumModalShown(): void {
  try {
    fetch(`${API_BASE}/events/funnel`, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ step }),
    }).catch(() => {});
  } catch {
    // A browser without fetch keepalive support: the funnel misses one count, nothing else.
  }
}
