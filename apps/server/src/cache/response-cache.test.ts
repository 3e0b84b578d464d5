import { describe, expect, it } from 'vitest';
import { ContentVersion } from './content-version';
import { type Made, ResponseCache } from './response-cache';

const made = (text: string, status = 200): Made => ({
  status,
  headers: { 'content-type': 'text/plain' },
  body: Buffer.from(text),
});

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ResponseCache', () => {
  it('an answer is fresh until the time-to-live, then current but not fresh, until a write', () => {
    const time = clock();
    const cache = new ResponseCache({ ttlMs: 1000, now: time.now });
    cache.store('/a', 1, made('a'));
    expect(cache.lookup('/a', 1)).toMatchObject({ current: true, fresh: true });
    time.advance(1000);
    expect(cache.lookup('/a', 1)).toMatchObject({ current: true, fresh: false });
    expect(cache.lookup('/a', 2)).toMatchObject({ current: false, fresh: false });
    expect(cache.lookup('/b', 1)).toBeUndefined();
  });

  it('equal bodies get equal weak ETags, different bodies different ones', () => {
    const cache = new ResponseCache();
    const a = cache.store('/a', 1, made('x'));
    const b = cache.store('/b', 1, made('x'));
    const c = cache.store('/c', 1, made('y'));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toMatch(/^W\/"/);
  });

  it('drops the least recently used answers beyond its entry limit', () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    cache.store('/a', 1, made('a'));
    cache.store('/b', 1, made('b'));
    cache.lookup('/a', 1);
    cache.store('/c', 1, made('c'));
    expect(cache.lookup('/b', 1)).toBeUndefined();
    expect(cache.lookup('/a', 1)).toBeDefined();
    expect(cache.lookup('/c', 1)).toBeDefined();
  });

  it('stays within its byte limit, and never keeps one answer of more than an eighth of it', () => {
    const cache = new ResponseCache({ maxBytes: 800 });
    cache.store('/huge', 1, made('x'.repeat(101)));
    expect(cache.lookup('/huge', 1)).toBeUndefined();
    for (let i = 0; i < 20; i++) cache.store(`/${i}`, 1, made('x'.repeat(100)));
    expect(cache.size).toBe(8);
    expect(cache.lookup('/19', 1)).toBeDefined();
    expect(cache.lookup('/0', 1)).toBeUndefined();
  });

  it('concurrent requests share one production per version, and a later version makes its own', async () => {
    const cache = new ResponseCache();
    let made_ = 0;
    const make = async () => {
      made_++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return made(`v${made_}`);
    };
    const keep = () => true;
    const [a, b] = await Promise.all([
      cache.produce('/p', 1, make, keep),
      cache.produce('/p', 1, make, keep),
    ]);
    expect(made_).toBe(1);
    expect(a).toBe(b);
    const [c, d] = await Promise.all([
      cache.produce('/p', 1, make, keep),
      cache.produce('/p', 2, make, keep),
    ]);
    expect(made_).toBe(3);
    expect(c.version).toBe(1);
    expect(d.version).toBe(2);
  });

  it('keeps only what `keep` accepts, and nothing when production fails', async () => {
    const cache = new ResponseCache();
    const error = await cache.produce(
      '/e',
      1,
      async () => made('boom', 503),
      (a) => a.status === 200,
    );
    expect(error.status).toBe(503);
    expect(cache.lookup('/e', 1)).toBeUndefined();
    await expect(
      cache.produce(
        '/f',
        1,
        () => Promise.reject(new Error('down')),
        () => true,
      ),
    ).rejects.toThrow('down');
    expect(cache.lookup('/f', 1)).toBeUndefined();
  });

  it('compresses kept answers of 1 KB or more off the request path once asked for again', async () => {
    const cache = new ResponseCache();
    const big = cache.store('/big', 1, made('texto '.repeat(500)));
    const small = cache.store('/small', 1, made('curto'));
    const once = cache.store('/once', 1, made('texto '.repeat(500)));
    await new Promise((r) => setTimeout(r, 100));
    // Asked for once: never compressed (floods of one-off addresses cost no brotli).
    expect(big.encoded).toEqual({});
    cache.lookup('/big', 1);
    cache.lookup('/small', 1);
    for (let i = 0; i < 100 && !big.encoded.br; i++) await new Promise((r) => setTimeout(r, 10));
    expect(big.encoded.br?.length).toBeLessThan(big.body.length);
    expect(big.encoded.gzip?.length).toBeLessThan(big.body.length);
    expect(small.encoded).toEqual({});
    expect(once.encoded).toEqual({});
  });
});

describe('ContentVersion', () => {
  it('moves on public content changes and on "anything may have changed", not on private ones', () => {
    const version = new ContentVersion();
    const start = version.value;
    version.changed('contact');
    version.changed('user');
    version.changed('auth');
    expect(version.value).toBe(start);
    version.changed('service');
    version.changed();
    expect(version.value).toBe(start + 2);
  });
});
