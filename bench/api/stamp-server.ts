import type { SignupBody } from '@stamp/shared/schemas/account';
import { userEnvelopeSchema } from '@stamp/shared/schemas/account';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { healthSchema } from '@stamp/shared/schemas/health';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../apps/server/build/build-server';
import { ChildFailedError, type NodeProcess, spawnNode, waitForOk } from '../lib/node-process';

// Mirrors apps/server's session cookie name; a wrong name shows up as 401s in the check below.
const SESSION_COOKIE = 'stamp_session';
const healthEnvelopeSchema = okEnvelope(healthSchema);

export const BENCH_USER: SignupBody = {
  name: 'Bench User',
  email: 'bench@example.com',
  phoneNumber: '9876543210',
  password: 'bench password 1',
};

/**
 * Starts the real server the way `npm run serve` does, minus npm so the pid is the server. The
 * build is brought up to date before any benchmark runs (bench/run.ts).
 */
export function spawnStampServer(repoRoot: string, env: Record<string, string>): NodeProcess {
  return spawnNode([...SERVER_NODE_FLAGS, SERVER_ENTRY], repoRoot, env);
}

/** Waits for the first healthy answer; returns the milliseconds since spawn. */
export async function waitForHealthy(server: NodeProcess, baseUrl: string, timeoutMs: number) {
  const { body, sinceSpawnMs } = await waitForOk(server, `${baseUrl}/api/health`, timeoutMs);
  if (!healthEnvelopeSchema.safeParse(JSON.parse(body)).success) {
    throw new ChildFailedError(`/api/health answered 200 with an unexpected body: ${body}`, server);
  }
  return sinceSpawnMs;
}

/** Signs up the bench user and returns the `cookie` header value that carries its session. */
export async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const body = await response.text();
  if (response.status === 429) {
    // With REDIS_URL the per-IP sign-up limit outlives the server, across benchmark runs.
    throw new Error(`sign-up refused by the rate limit (HTTP 429, wait and retry): ${body}`);
  }
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${body}`);
  const token = response.headers
    .getSetCookie()
    .map((cookie) => new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1])
    .find((value) => value !== undefined);
  if (!token) throw new Error(`sign-up set no ${SESSION_COOKIE} cookie`);
  return `${SESSION_COOKIE}=${token}`;
}

/** One request before the load, so a broken session fails here with a readable reason. */
export async function checkGetUser(baseUrl: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/user/get-user`, { headers: { cookie } });
  const body = await response.text();
  const parsed = response.status === 200 ? userEnvelopeSchema.safeParse(JSON.parse(body)) : null;
  if (!parsed?.success || parsed.data.data.email !== BENCH_USER.email) {
    throw new Error(`get-user answered ${response.status} with an unexpected body: ${body}`);
  }
}
