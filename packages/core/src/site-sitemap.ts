/** How often a page changes and how much it weighs in sitemap.xml; null: not in the sitemap. */
export type SitemapEntry = { changefreq: 'weekly' | 'monthly' | 'yearly'; priority: string } | null;

/** Every public page (SITE_PAGES) as sitemap.xml lists it: scripts/site-pages.test.ts checks every page is here. */
export const SITEMAP_ENTRIES: Record<string, SitemapEntry> = {
  '/': { changefreq: 'weekly', priority: '1.0' },
  '/servicos': { changefreq: 'monthly', priority: '0.9' },
  '/portfolio': { changefreq: 'monthly', priority: '0.7' },
  '/sobre': { changefreq: 'yearly', priority: '0.6' },
  '/blog': { changefreq: 'weekly', priority: '0.7' },
  '/contato': { changefreq: 'yearly', priority: '0.8' },
  '/agendar': { changefreq: 'weekly', priority: '0.8' },
  '/faq': { changefreq: 'monthly', priority: '0.6' },
  '/politica-privacidade': { changefreq: 'yearly', priority: '0.2' },
  '/termos-de-uso': { changefreq: 'yearly', priority: '0.2' },
  '/lgpd': { changefreq: 'yearly', priority: '0.2' },
  '/demo-popups-banners': { changefreq: 'yearly', priority: '0.1' },
};
