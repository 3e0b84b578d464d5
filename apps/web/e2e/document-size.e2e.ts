import { describe, expect, it } from 'vitest';
import { e2e } from './browser';

/**
 * What a first visit downloads before anything paints is the HTML document and the site's one
 * stylesheet (linked in the head, kept by the browser for every later page): the document
 * carries the page's text, its icons and its data. Sizes here are bytes of the uncompressed
 * document (as UTF-8, what Content-Length counts), deterministic for the demo content, so a
 * regression shows up as a failing test.
 */

const KB = 1024;
/**
 * The home page (the heaviest: six testimonials, FAQs, services) was about 172 KB; the aim was
 * 80 KB. Once the query cache stopped travelling with a stream's runtime it was about 80 KB, of
 * which 21 KB were stylesheet rules written inline; without them it is about 59 KB.
 */
const HOME_BUDGET = 64 * KB;
/**
 * The other pages were 80–90 KB before their static parts stopped carrying their data twice and
 * their stylesheet rules moved to the linked file; /servicos, the heaviest of these, is now
 * about 49 KB.
 */
const PAGE_BUDGET = 54 * KB;

async function page(path: string): Promise<string> {
  const response = await fetch(`${e2e().baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

const dehydratedState = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.includes('$_TSR'))
    .join('\n');

/** Bytes on the wire before compression: accented letters take two bytes, not one. */
const bytes = (html: string) => new TextEncoder().encode(html).length;

describe('the documents a first visit downloads', () => {
  it('keeps the home page within its budget', async () => {
    expect(bytes(await page('/'))).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it.each(['/servicos', '/contato', '/blog'])('keeps %s within the page budget', async (path) => {
    expect(bytes(await page(path))).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it('writes the JSON-LD once, not again in the router’s dehydrated state', async () => {
    const html = await page('/');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(jsonLd).toHaveLength(1);
    expect(JSON.parse(jsonLd[0]![1]!)).toMatchObject({ '@type': 'AutoRepair' });
    const state = dehydratedState(html);
    expect(state.length).toBeGreaterThan(0);
    expect(state).not.toContain('schema.org');
    expect(state).not.toContain('AutoRepair');
  });

  it.each(['/', '/faq', '/contato'])(
    '%s has the services in its head’s JSON-LD without carrying them as data',
    async (path) => {
      const html = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
      const catalog = JSON.parse(jsonLd!).hasOfferCatalog;
      expect(catalog.itemListElement.length).toBeGreaterThan(3);
      // Only the contact form (a select of services) needs them in the browser.
      const carried = dehydratedState(html).includes('"services.list"');
      expect(carried).toBe(path === '/contato');
    },
  );

  it('carries no rules of the stylesheet, which every page links and the browser keeps', async () => {
    for (const path of ['/', '/contato', '/pagina-que-nao-existe']) {
      const response = await fetch(`${e2e().baseUrl}${path}`);
      const html = await response.text();
      expect(html).not.toContain('<style');
      const head = html.slice(0, html.indexOf('</head>'));
      const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(head)?.[1];
      expect(href, path).toBeDefined();
      const sheet = await fetch(`${e2e().baseUrl}${href}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(sheet.status).toBe(200);
      // Named by its content: a later page, or a later visit, takes it from the cache.
      expect(sheet.headers.get('cache-control')).toContain('immutable');
      expect(sheet.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
      // The whole site's rules, dialogs included.
      expect(await sheet.text()).toContain('.search-dialog');
    }
  });
});
