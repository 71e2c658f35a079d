import type { FunnelEventStep } from '@stamp/shared/schemas/admin-people';
import { API_BASE } from './api';

/**
 * `POST /events/funnel`: counts one step of the membership funnel (the premium window shown, the
 * checkout opened) for the operator dashboard; no user id is sent or stored. Fire and forget:
 * `keepalive` lets it finish if the page goes, and no outcome, a refusal or no network, may touch
 * the page that counts it.
 */
export function recordFunnelStep(step: FunnelEventStep): void {
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
