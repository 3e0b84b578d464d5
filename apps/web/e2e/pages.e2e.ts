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
      // Styled on first paint with no render-blocking request: the rules the page uses are
      // written inline in the head; the whole stylesheet is linked only at the end of the body,
      // where it holds back no paint.
      const head = html.slice(0, html.indexOf('</head>'));
      const inline = /<style[^>]*data-tsr-inline-css[^>]*>([\s\S]*?)<\/style>/.exec(head);
      expect(inline?.[1]?.length ?? 0, 'stylesheet inline in the head').toBeGreaterThan(1000);
      expect(head).not.toContain('rel="stylesheet"');
      expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/><\/body>/);
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
      // Hydration keeps the inline stylesheet (the client gets only a placeholder for it).
      const inlineCss = await page.evaluate(
        () => document.querySelector('style[data-tsr-inline-css]')?.textContent?.length ?? 0,
      );
      expect(inlineCss).toBeGreaterThan(1000);
      // Client-only calls: the start-up health check, the popups for this page and the visit
      // count (POST /api/events).
      const refetches = apiRequests.filter((url) => !/health|popups|\/api\/events/.test(url));
      expect(refetches).toEqual([]);
      await context.close();
    },
  );
});
