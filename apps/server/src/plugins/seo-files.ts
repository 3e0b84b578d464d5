import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiDeps, createCaller, createContext } from '@oficina/api';
import { SITE_PAGES, SITEMAP_ENTRIES } from '@oficina/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cspHash, isHttps, pagePolicy } from './security-headers';
import { WEB_CLIENT_DIR } from './web';

/**
 * Files crawlers and browsers ask for by fixed name: /robots.txt, /sitemap.xml,
 * /manifest.webmanifest, and the service worker (/sw.js) with its offline page, both written
 * by the web build (apps/web/scripts/build-sw.mjs). Content comes from the same procedures the
 * site uses, called in-process as an anonymous visitor, so drafts never leak.
 */

/** Public pages and how often they change: the sitemap's part of core's SITE_PAGES. */
const PAGES = SITE_PAGES.flatMap(({ path }) => {
  const entry = SITEMAP_ENTRIES[path];
  return entry ? [{ path, ...entry }] : [];
});

/** Dark theme background (apps/web/src/styles/tokens.css --color-bg): the splash screen and bars. */
const THEME_COLOR = '#0a1628';
const ICONS = '/media/icons';

/** Crawlers may re-read these often; a few minutes of caching spares the database. */
const SHORT_CACHE = 'public, max-age=300';

const origin = (siteUrl: string | undefined) => (siteUrl ?? '').trim().replace(/\/+$/, '');

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** The newest of some ISO timestamps (undefined when there are none). */
function newest(dates: Array<string | null | undefined>): string | undefined {
  const times = dates.map((d) => (d ? Date.parse(d) : Number.NaN)).filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined;
}

/** Short name for the home screen: up to 12 characters, from the first word of the name. */
function shortName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return (name.length <= 12 ? name : first).slice(0, 12) || 'Oficina';
}

export async function registerSeoFiles(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const caller = () =>
    createCaller(createContext(deps, { ip: null, userAgent: null, token: null }));

  app.get('/robots.txt', async (_request, reply) => {
    const settings = await caller().settings.public();
    const base = origin(settings.site_url);
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /trpc',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.header('cache-control', SHORT_CACHE).type('text/plain; charset=utf-8').send(body);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const api = caller();
    const [settings, posts, services, portfolio, faqs, about, company] = await Promise.all([
      api.settings.public(),
      api.blog.list({}),
      api.services.list({}),
      api.portfolio.list({}),
      api.faqs.list({}),
      api.about.get().catch(() => null),
      api.company.get().catch(() => null),
    ]);
    const base = origin(settings.site_url);
    const lastmod: Record<string, string | undefined> = {
      '/': newest([company?.updated_at, ...services.map((s) => s.updated_at)]),
      '/servicos': newest(services.map((s) => s.updated_at)),
      '/portfolio': newest(portfolio.map((p) => p.updated_at)),
      '/sobre': newest([about?.updated_at, company?.updated_at]),
      '/blog': newest(posts.map((p) => p.updated_at)),
      '/contato': newest([company?.updated_at]),
      '/faq': newest(faqs.map((f) => f.updated_at)),
    };
    const entries = [
      ...PAGES.map((page) => ({ ...page, lastmod: lastmod[page.path] })),
      ...posts.map((post) => ({
        path: `/blog/${encodeURIComponent(post.slug)}`,
        changefreq: 'monthly',
        priority: '0.6',
        lastmod: newest([post.updated_at]),
      })),
    ];
    const urls = entries.map(
      (e) =>
        `  <url>\n    <loc>${escapeXml(base + e.path)}</loc>\n` +
        (e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>\n` : '') +
        `    <changefreq>${e.changefreq}</changefreq>\n    <priority>${e.priority}</priority>\n  </url>`,
    );
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `${urls.join('\n')}\n</urlset>\n`;
    return reply
      .header('cache-control', SHORT_CACHE)
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/manifest.webmanifest', async (_request, reply) => {
    const api = caller();
    const [settings, company] = await Promise.all([
      api.settings.public(),
      api.company.get().catch(() => null),
    ]);
    const name = settings.site_name?.trim() || company?.name || 'Oficina';
    const manifest = {
      id: '/',
      name,
      short_name: shortName(company?.name || name),
      description: company?.description || undefined,
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: THEME_COLOR,
      theme_color: THEME_COLOR,
      categories: ['business', 'lifestyle'],
      icons: [
        { src: `${ICONS}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${ICONS}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: `${ICONS}/icon-maskable-512.png`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      shortcuts: [
        { name: 'Serviços', url: '/servicos' },
        { name: 'Contato', url: '/contato' },
      ],
    };
    return reply
      .header('cache-control', SHORT_CACHE)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  // Never cached by the browser's HTTP cache: a new deploy must reach the update check at once.
  const sendBuilt = async (
    reply: FastifyReply,
    file: string,
    type: string,
    headers: Record<string, string> = {},
  ) => {
    let body: Buffer;
    try {
      body = await readFile(join(WEB_CLIENT_DIR, file));
    } catch {
      return reply.callNotFound();
    }
    return reply
      .headers({ ...headers, 'cache-control': 'no-cache' })
      .type(type)
      .send(body);
  };

  app.get('/sw.js', (_request, reply) =>
    sendBuilt(reply, 'sw.js', 'text/javascript; charset=utf-8', {
      'service-worker-allowed': '/',
    }),
  );
  // A static page with inline scripts: its policy names their hashes (no nonce to give it, as the
  // service worker keeps this answer, headers included, to show it later without a network).
  app.get('/offline.html', async (request, reply) => {
    let html: string;
    try {
      html = await readFile(join(WEB_CLIENT_DIR, 'offline.html'), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) =>
      cspHash(m[1] ?? ''),
    );
    return reply
      .headers({
        'cache-control': 'no-cache',
        'content-security-policy': pagePolicy({ scriptHashes, https: isHttps(request) }),
      })
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
