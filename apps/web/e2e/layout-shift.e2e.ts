import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api } from './admin-helpers';
import { launchBrowser, openPage } from './browser';
import { waitForApp } from './helpers';

/**
 * What arrives after hydration (the "Aberto agora" badge, features loaded when the page is idle)
 * takes room kept for it from the first paint: the sum of the layout shifts the browser reports,
 * as Lighthouse's CLS counts them, stays within Lighthouse's "good" on a phone and a desktop.
 * The badge alone used to push a phone's page down by a line (0.167). What remains, 0 to about
 * 0.04 from run to run, is the cookie bar and the accessibility button settling at the bottom of
 * the screen once the bar has been measured.
 */
const MAX_SHIFT = 0.1;

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const PATHS = ['/', '/servicos', '/contato', '/blog'];

/** Layout shifts not caused by the visitor's own input, summed (the page's CLS so far). */
declare global {
  interface Window {
    layoutShift: { total: number; sources: string[] };
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens `path`, waits past the idle features and answers the page's layout shifts so far. */
async function measureShift(
  path: string,
  viewport: { width: number; height: number },
  check?: (page: Page) => Promise<void>,
) {
  const { page, context, problems } = await openPage(browser, path, {
    viewport,
    prepare: async (ctx) => {
      await ctx.addInitScript(() => {
        window.layoutShift = { total: 0, sources: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{ node?: Node | null }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            window.layoutShift.total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | null | undefined;
              window.layoutShift.sources.push(
                node?.className ? `${node.nodeName}.${node.className}` : String(node?.nodeName),
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
    },
  });
  try {
    await waitForApp(page);
    // Features that wait for an idle page load within 2 s at the latest.
    await page.waitForTimeout(2_500);
    const shift = await page.evaluate(() => window.layoutShift);
    expect(shift.total, `shifted: ${shift.sources.join(', ')}`).toBeLessThan(MAX_SHIFT);
    await check?.(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

describe.each(SCREENS)('layout shifts on a $name', ({ viewport }) => {
  it.each(PATHS)('%s barely moves after its first paint', (path) => measureShift(path, viewport));
});

/**
 * Banners of the layout's positions (Topo under the header, Rodapé above the footer) are in the
 * server's HTML, in the flow: the page neither moves when it hydrates nor lets them cover the
 * header or widen the page.
 */
describe.each(SCREENS)('a Topo and a Rodapé banner on a $name', ({ viewport }) => {
  const created: number[] = [];
  const BANNERS = [
    { position: 'top', title: 'Faixa de teste no topo de todas as páginas' },
    { position: 'footer', title: 'Faixa de teste acima do rodapé de todas as páginas' },
  ] as const;

  beforeAll(async () => {
    const token = await adminToken();
    for (const [order, { position, title }] of BANNERS.entries()) {
      const res = await api<{ id: number }>('POST', '/banners', {
        token,
        body: {
          title: `Teste de deslocamento ${position}`,
          key: `teste_deslocamento_${position}`,
          content: JSON.stringify({
            title,
            subtitle: 'Uma linha de texto para ocupar espaço como um aviso de verdade ocuparia.',
            cta_text: 'Saiba mais',
            cta_link: '/contato',
          }),
          position,
          target_pages: '*',
          display_order: order,
          active: true,
        },
      });
      expect(res.status).toBe(200);
      created.push(res.body.id);
    }
  });
  afterAll(async () => {
    // Other files look at these pages: take the banners away again.
    const token = await adminToken();
    for (const id of created) await api('DELETE', `/banners/${id}`, { token });
  });

  it.each(['/', '/servicos'])('%s shows them without moving', (path) =>
    measureShift(path, viewport, async (page) => {
      for (const { title } of BANNERS)
        await expect(page.getByRole('complementary', { name: title }).isVisible()).resolves.toBe(
          true,
        );
      const layout = await page.evaluate(() => {
        const header = document.querySelector('header.site-header')!.getBoundingClientRect();
        const top = document.querySelector('[data-position="top"]')!.getBoundingClientRect();
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          topBelowHeader: top.top >= header.bottom - 1,
        };
      });
      expect(layout.overflow, 'wider than the screen').toBeLessThanOrEqual(0);
      expect(layout.topBelowHeader, 'the top banner starts under the header').toBe(true);
    }),
  );
});
