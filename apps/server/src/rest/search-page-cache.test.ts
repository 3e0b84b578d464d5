import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPageUrl } from '../cache/page-cache';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The results page (/busca) is the one page that reads its query: each `q` is a page of its
 * own in the page cache, while any other parameter still leaves the page as it was.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the results page in the page cache', () => {
  it('keeps q in the address it renders and keeps under, and drops the rest', () => {
    expect(canonicalPageUrl('/busca?q=recarga&utm_source=whatsapp')).toBe('/busca?q=recarga');
    expect(canonicalPageUrl('/busca?utm_source=whatsapp')).toBe('/busca');
    expect(canonicalPageUrl('/servicos?q=recarga')).toBe('/servicos');
  });

  it('serves /busca?q=a and /busca?q=b as two pages, each showing its own query', async () => {
    const a = await t.request('GET', '/busca?q=a');
    const b = await t.request('GET', '/busca?q=b');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toContain('value="a"');
    expect(b.body).toContain('value="b"');
    expect(b.headers.etag).not.toBe(a.headers.etag);

    // Each is kept: asked again, the same bytes, even with a tracking tag added.
    const againA = await t.request('GET', '/busca?q=a&utm_source=whatsapp');
    expect(againA.body).toBe(a.body);
    expect(againA.headers.etag).toBe(a.headers.etag);
  });

  it('renders the results of the query, not of an earlier one', async () => {
    const gas = await t.request('GET', '/busca?q=recarga');
    const cleaning = await t.request('GET', '/busca?q=higieniza%C3%A7%C3%A3o');
    expect(gas.body).toContain('De quanto em quanto tempo recarregar o gás?');
    expect(gas.body).not.toContain('Por que o ar-condicionado está com cheiro ruim?');
    expect(cleaning.body).toContain('Por que o ar-condicionado está com cheiro ruim?');
    expect(cleaning.body).not.toContain('De quanto em quanto tempo recarregar o gás?');
  });
});
