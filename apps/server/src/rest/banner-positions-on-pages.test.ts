import { BANNER_POSITIONS } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/rest-suite';

/**
 * Every position the banner form offers is drawn on the public pages the banner targets, in the
 * server's HTML (so at first paint, in the flow, without a shift when the page hydrates). The
 * site layout draws every position around the page; a page with sections of its own places
 * some between them (hero and middle on the home page, middle on services), and the layout then
 * leaves those out. A position without banners draws nothing.
 */

const s = useTestApp({ roles: ['manager'] });

/** The two the requirement names, a page placing middle and bottom itself, and a plain one. */
const PAGES = ['/', '/servicos', '/contato', '/blog'] as const;

/** The banner's title as it stands in the HTML, once per position. */
const titleOf = (position: string) => `Faixa de teste ${position}`;

/** The slot `position` in the HTML and what it contains, up to the next slot's start. */
function slotHtml(html: string, position: string): string | undefined {
  const start = html.indexOf(`data-position="${position}"`);
  if (start < 0) return undefined;
  const end = html.indexOf('data-position="', start + 1);
  return html.slice(start, end < 0 ? undefined : end);
}

describe('banner positions on the public pages', () => {
  it('draws a banner of every position on every page it targets, in the server HTML', async () => {
    // Render the pages before, so the test also shows that a new banner makes kept copies stale.
    // The demo's banners of these positions target another page and the seeded top one is
    // paused: no slot, not even an empty one.
    for (const path of PAGES) {
      const before = await s.t.request('GET', path);
      expect(before.statusCode).toBe(200);
      for (const position of ['header', 'top'])
        expect(slotHtml(before.body, position), `${position} on ${path}`).toBeUndefined();
    }

    for (const [order, position] of BANNER_POSITIONS.entries()) {
      const res = await s.t.request('POST', '/api/banners', {
        token: s.manager,
        body: {
          title: `Teste de posição ${position}`,
          key: `teste_posicao_${position}`,
          content: JSON.stringify({ title: titleOf(position), subtitle: 'Em todas as páginas' }),
          position,
          target_pages: '*',
          display_order: order,
          active: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // One more, for the services page only.
    const only = await s.t.request('POST', '/api/banners', {
      token: s.manager,
      body: {
        title: 'Teste de página',
        key: 'teste_so_servicos',
        content: JSON.stringify({ title: 'Faixa só de serviços', subtitle: 'Em uma página' }),
        position: 'top',
        target_pages: '/servicos',
        active: true,
      },
    });
    expect(only.statusCode, only.body).toBe(200);

    for (const path of PAGES) {
      const html = (await s.t.request('GET', path)).body;
      const missing = BANNER_POSITIONS.filter(
        (position) => !slotHtml(html, position)?.includes(titleOf(position)),
      );
      expect(missing, `positions missing on ${path}`).toEqual([]);
      // Each drawn once (a banner is an <aside> named by its title): the layout leaves out a
      // position the page draws itself.
      const drawn = (position: string) => `aria-label="${titleOf(position)}"`;
      for (const position of BANNER_POSITIONS)
        expect(html.split(drawn(position)).length - 1, `${position} on ${path}`).toBe(1);
      // In page order: header strip, header, top, the page's main, footer strip, footer.
      const at = (position: string) => html.indexOf(drawn(position));
      const main = html.indexOf('<main');
      const mainEnd = html.indexOf('</main>');
      expect(at('header')).toBeLessThan(html.indexOf('<header'));
      expect(at('top')).toBeGreaterThan(html.indexOf('<header'));
      expect(at('top')).toBeLessThan(main);
      for (const position of ['hero', 'middle', 'bottom']) {
        expect(at(position), `${position} inside <main> on ${path}`).toBeGreaterThan(main);
        expect(at(position), `${position} inside <main> on ${path}`).toBeLessThan(mainEnd);
      }
      expect(at('hero'), `hero before middle on ${path}`).toBeLessThan(at('middle'));
      expect(at('middle'), `middle before bottom on ${path}`).toBeLessThan(at('bottom'));
      expect(at('footer')).toBeGreaterThan(mainEnd);
      expect(at('footer')).toBeLessThan(html.indexOf('<footer', mainEnd));
      // A banner is drawn only on the pages it targets.
      expect(html.includes('Faixa só de serviços'), `the services-only banner on ${path}`).toBe(
        path === '/servicos',
      );
    }
  });
});
