import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e, launchBrowser, openPage, waitForHydration } from './browser';
import { PUBLIC_ROUTES } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('server-rendered pages', () => {
  it.each(PUBLIC_ROUTES)(
    '%s answers 200 with its content in the HTML before any JavaScript',
    async (path) => {
      const res = await fetch(`${e2e().baseUrl}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="pt-BR"');
      expect(html.match(/<h1[\s>]/g)?.length, 'one h1').toBe(1);
      // The site's one stylesheet is linked in the head, before anything is drawn, and no rules
      // travel inline in the page (decision 0017).
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*>/);
      expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
      expect(html).not.toContain('<style');
    },
  );

  it('answers 404 with the not-found page for an unknown path', async () => {
    const res = await fetch(`${e2e().baseUrl}/pagina-que-nao-existe`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Página não encontrada');
  });

  it.each([...PUBLIC_ROUTES, '/?utm_source=whatsapp', '/servicos?x=1'])(
    '%s hydrates without console errors and without refetching its data',
    async (path) => {
      const { page, context, problems, apiRequests } = await openPage(browser, path);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
      // Hydration keeps the one stylesheet link (no second copy, nothing removed).
      const stylesheets = await page.evaluate(
        () => document.querySelectorAll('link[rel="stylesheet"]').length,
      );
      expect(stylesheets).toBe(1);
      // Client-only calls: the start-up health check, the popups for this page and the visit
      // count (POST /api/events).
      const refetches = apiRequests.filter((url) => !/health|popups|\/api\/events/.test(url));
      expect(refetches).toEqual([]);
      await context.close();
    },
  );
});
