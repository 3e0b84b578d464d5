import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, openPage, waitForHydration } from './browser';

/**
 * The home page's static sections are islands (components/static-island.tsx): the server's HTML
 * is kept as it is on hydration, so their data is not carried in the page a second time.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const routerState = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.includes('$_TSR'))
    .join('\n');

describe('static islands', () => {
  it('draws services, testimonials and questions in the HTML without carrying them as data', async () => {
    const html = await (await fetch(`${e2e().baseUrl}/`)).text();
    const quote = /<blockquote class="testimonial__quote"><p>([^<]{20,})</.exec(html)?.[1];
    const question = /<summary class="faq-teaser__question"><span>([^<]{10,})</.exec(html)?.[1];
    expect(quote).toBeDefined();
    expect(question).toBeDefined();
    const state = routerState(html);
    // The shell's data still travels (the header and footer are interactive).
    expect(state).toContain('"company.get"');
    expect(state).not.toContain(quote!.slice(0, 20));
    expect(state).not.toContain('"services.list"');
    expect(state).not.toContain(question!.slice(0, 10));
    expect(state).not.toContain('"testimonials.list"');
    expect(state).not.toContain('"faqs.list"');
  });

  it('follows a link inside an island without reloading, and draws the islands again on return', async () => {
    const { page, context, problems } = await openPage(browser, '/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await page
      .locator('[data-island="home-services"]')
      .getByRole('link', { name: 'Ver todos os serviços' })
      .click();
    await page.waitForURL('**/servicos');
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/serviços/i);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('.testimonial').count()).toBeGreaterThan(0);
    expect(await page.locator('.faq-teaser__item').count()).toBe(4);
    expect(await page.locator('#home-titulo').count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // A question still opens and closes (a native <details>, nothing to hydrate).
    await page.locator('.faq-teaser__question').first().click();
    expect(
      await page
        .locator('.faq-teaser__item')
        .first()
        .evaluate((item) => (item as HTMLDetailsElement).open),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves a link that opens a new tab or another site to the browser', async () => {
    const { page, context, problems } = await openPage(browser, '/');
    await waitForHydration(page);
    const whatsapp = page.locator('[data-island="home-hero"] a[target="_blank"]').first();
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    const [popup] = await Promise.all([
      context.waitForEvent('page', { timeout: 5_000 }).catch(() => null),
      whatsapp.click(),
    ]);
    expect(popup).not.toBeNull();
    await popup?.close();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
    await context.close();
  });
  it("keeps the footer's columns from the server for the whole visit, and their links stay in the app", async () => {
    const { page, context, problems } = await openPage(browser, '/servicos');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const columns = page.locator('[data-island="footer-columns"]');
    const before = await columns.innerHTML();
    // Plain links without a "current page" mark: the island is not redrawn when the page changes.
    expect(await columns.locator('[aria-current]').count()).toBe(0);

    await columns.getByRole('link', { name: 'Contato', exact: true }).click();
    await page.waitForURL('**/contato');
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/contato/i);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(await columns.innerHTML()).toBe(before);
    // The header's menu, which is hydrated, marks the page now shown.
    expect(await page.locator('header a[aria-current="page"]').first().getAttribute('href')).toBe(
      '/contato',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
  it('updates the title, description and canonical address on navigation, and leaves crawler-only tags as served', async () => {
    const { page, context, problems } = await openPage(browser, '/');
    await waitForHydration(page);
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
          (meta) => (meta as HTMLMetaElement).content,
        ),
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
        openGraph: document.querySelectorAll('meta[property^="og:"]').length,
        twitter: document.querySelectorAll('meta[name^="twitter:"]').length,
      }));
    const served = await head();
    expect(served.openGraph).toBeGreaterThan(5);
    expect(served.twitter).toBeGreaterThan(3);

    await page.locator('header a[href="/contato"]').first().click();
    await page.waitForURL('**/contato');
    await expect.poll(async () => (await head()).title).toMatch(/^Contato/);
    const after = await head();
    expect(after.descriptions).toHaveLength(1);
    expect(after.descriptions[0]).not.toBe(served.descriptions[0]);
    expect(after.canonical).toEqual(['/contato']);
    // Link previews and crawlers read each address's HTML from the server, never this DOM.
    expect(after.openGraph).toBe(served.openGraph);
    expect(after.twitter).toBe(served.twitter);
    expect(problems).toEqual([]);
    await context.close();
  });
});
