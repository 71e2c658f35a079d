import autocannon from 'autocannon';
import { sized } from './quick';

// 50 connections saturate one Node process on these 2-core machines without queueing so deep
// that p99 only measures the backlog.
const CONNECTIONS = 50;
// The warm-up lets V8 optimise the hot paths and the database fill its caches; it is discarded.
const WARMUP_S = sized(2, 1);
const MEASURED_S = sized(8, 1);

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

/** A warm-up then a measured autocannon run against one URL. Fails on any non-2xx or error. */
export async function measureLoad(
  url: string,
  headers: Record<string, string> = {},
  measuredS = MEASURED_S,
) {
  await runChecked(url, headers, WARMUP_S);
  const result = await runChecked(url, headers, measuredS);
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  } satisfies LoadResult;
}

async function runChecked(url: string, headers: Record<string, string>, durationS: number) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: durationS });
  // Throughput of 401s or 500s says nothing about the route, so a single one voids the figures.
  if (result.non2xx > 0 || result.errors > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count ?? 0}`)
      .join(', ');
    throw new Error(
      `${url}: ${result.non2xx} non-2xx responses (${codes}) and ${result.errors} connection ` +
        `errors in ${result.requests.total} requests; the figures would be meaningless`,
    );
  }
  return result;
}
