import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { compactQueries, expandQueries, isCompactQueries } from './compact-dehydration';

async function serverClientWith() {
  const client = new QueryClient();
  await client.prefetchQuery({
    queryKey: [['services', 'list'], { type: 'query' }],
    queryFn: () => [{ id: 1 }],
  });
  await client.prefetchQuery({
    queryKey: [['faqs', 'list'], { input: {}, type: 'query' }],
    queryFn: () => [{ id: 2, question: 'Q?' }],
  });
  await client.prefetchQuery({
    queryKey: ['failed'],
    queryFn: () => Promise.reject(new Error('fora do ar')),
    retry: false,
  });
  return client;
}

describe('compact dehydrated queries', () => {
  it('carries finished queries as key, data and time, and keeps the others whole', async () => {
    const server = await serverClientWith();
    const { queries } = dehydrate(server, { shouldDehydrateQuery: () => true });
    const compact = compactQueries(queries);

    // tRPC keys travel as the procedure's path and its input.
    expect(compact.compact.map(([path, , , ...input]) => [path, ...input])).toEqual([
      ['services.list'],
      ['faqs.list', {}],
    ]);
    expect(compact.full.map((query) => query.queryKey)).toEqual([['failed']]);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(queries).length / 2);
  });

  it('hydrates to the same cache as the full form', async () => {
    const server = await serverClientWith();
    const { queries } = dehydrate(server, { shouldDehydrateQuery: () => true });
    const roundTrip = JSON.parse(JSON.stringify(compactQueries(queries)));
    expect(isCompactQueries(roundTrip)).toBe(true);

    const viaFull = new QueryClient();
    // Both forms cross the same serialisation (errors lose their class either way).
    hydrate(viaFull, { queries: JSON.parse(JSON.stringify(queries)), mutations: [] });
    const viaCompact = new QueryClient();
    hydrate(viaCompact, { queries: expandQueries(roundTrip), mutations: [] });

    const snapshot = (client: QueryClient) =>
      client
        .getQueryCache()
        .getAll()
        .map((query) => ({ hash: query.queryHash, state: query.state }));
    expect(snapshot(viaCompact)).toEqual(snapshot(viaFull));
    expect(viaCompact.getQueryData([['faqs', 'list'], { input: {}, type: 'query' }])).toEqual([
      { id: 2, question: 'Q?' },
    ]);
  });

  it('passes an old full list through untouched', () => {
    expect(expandQueries([])).toEqual([]);
    expect(isCompactQueries([])).toBe(false);
  });
});
