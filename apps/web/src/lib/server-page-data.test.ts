import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queriesAsOf } from './server-page-data';

const MINUTE = 60_000;

/** A page's queries as the server dehydrated them `age` ms before the browser reads them. */
function renderedAgo(age: number, now: number): DehydratedState {
  const server = new QueryClient();
  server.setQueryData(['home', 'feeds'], { trending: [] }, { updatedAt: now - age });
  return dehydrate(server);
}

describe("a server-rendered page's queries, hydrated", () => {
  it('are fresh when the page arrives, however long the server kept the page', () => {
    const now = Date.now();
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: MINUTE } } });
    hydrate(browser, queriesAsOf(renderedAgo(61_000, now), now));
    const query = browser.getQueryCache().find({ queryKey: ['home', 'feeds'] });
    expect(query?.state.dataUpdatedAt).toBe(now);
    expect(query?.isStaleByTime(MINUTE)).toBe(false);
    expect(query?.state.data).toEqual({ trending: [] });
  });

  it('leave a query that had no answer as it was', () => {
    const state = renderedAgo(0, 1_000);
    const failed = {
      ...state,
      queries: state.queries.map((query) => ({
        ...query,
        state: { ...query.state, status: 'error' as const, dataUpdatedAt: 0 },
      })),
    };
    expect(queriesAsOf(failed, 5_000).queries[0]?.state.dataUpdatedAt).toBe(0);
  });
});
