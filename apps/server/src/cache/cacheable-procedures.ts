import { appRouter } from '@oficina/api';

/**
 * Public reads whose answer depends only on the site's content (and the clock, which the cache's
 * time-to-live covers). Answered from memory to anonymous callers, per URL and content version.
 * Not here on purpose: `health.check` (it must reach the database), `auth.me` (about the caller)
 * and every read that needs a role.
 */
export const CACHEABLE_PROCEDURES: ReadonlySet<string> = new Set([
  'about.get',
  'banners.list',
  'banners.byId',
  'banners.byKey',
  'banners.byPosition',
  'blog.list',
  'blog.byId',
  'blog.bySlug',
  'company.get',
  'editableContent.list',
  'editableContent.byKey',
  'faqs.list',
  'faqs.byId',
  'marketing.all',
  'marketing.attentionGrabber',
  'marketing.urgencyBanner',
  'marketing.offerBanner',
  'popups.list',
  'popups.active',
  'popups.byId',
  'portfolio.list',
  'portfolio.byId',
  'services.list',
  'services.byId',
  'settings.public',
  'settings.byKey',
  'socialLinks.list',
  'socialLinks.byId',
  'testimonials.list',
  'testimonials.byId',
  'whatsapp.settings',
  'whatsapp.contexts',
  'whatsapp.context',
]);

interface ProcedureDef {
  _def: { type: string; meta?: { openapi?: { method: string; path: string } } };
}

/** `/services/{id}` → a pattern matching `/api/services/12`. */
const restPattern = (path: string) =>
  new RegExp(
    `^/api${path
      .split('/')
      .map((part) =>
        /^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'),
      )
      .join('/')}$`,
  );

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })
  ._def.procedures;

const REST_PATTERNS = Object.entries(procedures)
  .filter(([name, procedure]) => {
    const openapi = procedure._def.meta?.openapi;
    return CACHEABLE_PROCEDURES.has(name) && openapi?.method === 'GET';
  })
  .map(([, procedure]) => restPattern(procedure._def.meta!.openapi!.path));

/** The procedures a /trpc path calls ("/trpc/a.b,c.d" → ["a.b", "c.d"]). */
function trpcProcedures(path: string): string[] {
  try {
    return decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  } catch {
    return [];
  }
}

/** Whether a GET of this path (no query) reads only cacheable procedures. */
export function isCacheableApiPath(path: string): boolean {
  if (path.startsWith('/trpc/')) {
    const names = trpcProcedures(path);
    return names.length > 0 && names.every((name) => CACHEABLE_PROCEDURES.has(name));
  }
  return path.startsWith('/api/') && REST_PATTERNS.some((pattern) => pattern.test(path));
}
