import { describe, expect, it } from 'vitest';
import { e2e } from './browser';

/**
 * What a first visit downloads before anything paints is the HTML document: it carries the
 * page's styles, its icons and its data. Sizes here are bytes of the uncompressed document (as
 * UTF-8, what Content-Length counts), deterministic for the demo content, so a regression shows
 * up as a failing test.
 */

const KB = 1024;
/**
 * The home page (the heaviest: six testimonials, FAQs, services) was about 172 KB; 80 KB was the
 * aim, reached once the query cache stopped travelling with a stream's runtime (about 79 KB).
 */
const HOME_BUDGET = 80 * KB;
/**
 * The other pages were 80–90 KB before their static parts stopped carrying their data twice;
 * /servicos, the heaviest of these, is now about 67 KB.
 */
const PAGE_BUDGET = 72 * KB;

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

  it('inlines only the rules the page uses and links the whole stylesheet after the content', async () => {
    const html = await page('/contato');
    const inline = /<style\b[^>]*data-tsr-inline-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
    const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/><\/body>/.exec(html)?.[1];
    expect(href).toBeDefined();
    const full = await (await fetch(`${e2e().baseUrl}${href}`)).text();
    expect(inline?.length).toBeGreaterThan(0);
    expect(inline!.length).toBeLessThan(full.length / 2);
    // A dialog the page does not show is styled by the linked stylesheet alone.
    expect(full).toContain('.search-dialog');
    expect(inline).not.toContain('.search-dialog{');
  });

  it('leaves the styles of what is below the first screen to the linked stylesheet', async () => {
    const inlineCss = (html: string) =>
      /<style\b[^>]*data-tsr-inline-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const home = inlineCss(await page('/'));
    expect(home).toContain('.hero{');
    // The footer and the lower sections of the long home page are styled by the file…
    expect(home).not.toContain('.site-footer{');
    expect(home).not.toContain('.final-cta{');
    // …but a short page, whose footer is on the first screen, keeps the footer's rules inline.
    const response = await fetch(`${e2e().baseUrl}/pagina-que-nao-existe`);
    expect(inlineCss(await response.text())).toContain('.site-footer{');
  });
});
