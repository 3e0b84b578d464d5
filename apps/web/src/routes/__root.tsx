// Design tokens and the base style layer (reset, typography, buttons, cards) for every page.
import '../styles/tokens.css';
import '../styles/global.css';
import '../styles/components.css';
import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router';
import { DocumentHead } from '../components/document-head';
import { MAIN_ID, SiteLayout } from '../components/layout/site-layout';
import { A11Y_SCRIPT, A11yPanel } from '../features/a11y';
import { AnalyticsTracker } from '../features/analytics';
import { AttentionFlags } from '../features/attention';
import { bannerPageOf, ensureBanners } from '../features/banners';
import { CONSENT_SCRIPT, CookieBanner } from '../features/consent';
import { InstallCard } from '../features/install';
import { PopupHost } from '../features/popups';
import { SearchOverlay, SearchProvider } from '../features/search';
import { usePageHydrationEnd } from '../features/shared/page-hydration';
import { DEFAULT_THEME_ATTRIBUTE, defaultThemeFor, THEME_SCRIPT } from '../features/theme';
import { LazyToaster } from '../features/toasts/lazy-toaster';
import { WhatsAppFloat } from '../features/whatsapp';
import { usePageNonce } from '../lib/page-nonce';
import type { RouterContext } from '../lib/router-context';
import { pageTitle } from '../lib/seo';
import { loadSiteData, SITE_QUERIES, usePublicSettings } from '../lib/site-data';

/**
 * The site-wide head data, read from the query cache the loader filled. Computed where it is
 * rendered instead of returned by the loader: loader data is written into the page a second
 * time (the router's dehydrated state). In the browser the cache is hydrated before the head
 * is computed, so both sides render the same. The structured data is not here: the server
 * writes it into the head itself (`lib/site-structured-data.ts`).
 */
function siteHead(api: RouterContext['api']) {
  const company = api.company.get.getData(SITE_QUERIES.company);
  const settings = api.settings.public.getData(SITE_QUERIES.publicSettings) ?? {};
  // The browser's bars follow the site's default theme's background (tokens.css --color-bg).
  const themeColor = defaultThemeFor(settings.dark_mode) === 'light' ? '#f4f8fc' : '#0a1628';
  return {
    favicon: company?.favicon ?? null,
    siteName: settings.site_name ?? '',
    themeColor,
  };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Never throws: every shell query is optional (see loadSiteData).
  loader: ({ context: { api }, location }) =>
    Promise.all([
      loadSiteData(api),
      // The page's banners, every position in one read: the layout draws them (SiteLayout).
      ensureBanners(api, bannerPageOf(location.pathname)),
    ]).then(() => undefined),
  head: ({ match, matches }) => {
    const site = siteHead(match.context.api);
    const siteName = site.siteName || 'FrioCar Climatização Automotiva';
    // Every page is a child route: only the root matching means an unknown path (the 404 page).
    // A deeper unknown path (/servicos/x) still matches its parent page, flagged _notFound.
    const notFound =
      matches.length < 2 || matches.some((m) => m.status === 'notFound' || m._notFound);
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: site.themeColor },
        {
          title: notFound ? pageTitle('Página não encontrada', { site_name: siteName }) : siteName,
        },
        ...(notFound ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ],
      links: [
        { rel: 'icon', href: site.favicon || '/media/favicon.svg' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'apple-touch-icon', href: '/media/icons/apple-touch-icon.png', sizes: '180x180' },
        // No first paint before <main> starts, that is before the top bar and the header are
        // whole. A busy phone otherwise paints what its parser has reached, say one of the
        // header's buttons, and the others then push it aside (a layout shift at the top of the
        // screen). The page's content is still painted as it arrives: waiting for all of
        // it put the first paint 0.5 s later on a CPU slowed down four times.
        { rel: 'expect', href: `#${MAIN_ID}`, blocking: 'render' },
      ],
    };
  },
  component: RootDocument,
});

function RootDocument() {
  usePageHydrationEnd();
  const nonce = usePageNonce();
  // The site's default theme (setting dark_mode) is written into the page, the same for every
  // visitor; the inline theme script applies a visitor's stored choice over it.
  const defaultTheme = defaultThemeFor(usePublicSettings().dark_mode);
  const themeAttributes = { 'data-theme': defaultTheme, [DEFAULT_THEME_ATTRIBUTE]: defaultTheme };
  return (
    // The inline theme script may switch data-theme before hydration: that difference is expected.
    <html lang="pt-BR" {...themeAttributes} suppressHydrationWarning>
      <head>
        {/* First in <head>: applies the stored theme before the first paint (no flash). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user content */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* Same for the accessibility preferences (font size, contrast, motion): no reflow. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user content */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: A11Y_SCRIPT }} />
        {/* And whether the server-rendered cookie banner is shown: never to a returning visitor. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user content */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
        <DocumentHead />
      </head>
      <body>
        <SearchProvider>
          <SiteLayout>
            <Outlet />
          </SiteLayout>
          <SearchOverlay />
          <WhatsAppFloat />
          <PopupHost />
          <CookieBanner />
          <InstallCard />
          <A11yPanel />
          <LazyToaster />
          <AnalyticsTracker />
          <AttentionFlags />
        </SearchProvider>
        <Scripts />
      </body>
    </html>
  );
}
