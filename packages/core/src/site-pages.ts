/** A public page of the site: the one list routes, navigation, sitemap, search and the panel read. */
export interface SitePage {
  /** Route path, as stored in target_pages ("/servicos"). */
  path: string;
  /** Name the owner recognises in the admin panel. */
  label: string;
  /**
   * The page's own title, as its <title> shows it before the site name; empty for the home
   * page, titled by the site name alone. Its share image is drawn from it.
   */
  title: string;
  /** Its link text in the site's menus. */
  linkText: string;
  /** In the header's main menu (the footer's quick links hold every page with a `footer`). */
  menu: 'main' | 'footer' | null;
}

/**
 * Every public route, main navigation first: the panel lists a popup's or banner's target pages
 * in this order, share images take their titles from here, and the header and footer draw their
 * links from it. How sitemap.xml and the site search see each page sit beside it, keyed by the
 * same paths (`SITEMAP_ENTRIES`, `PAGE_SEARCH`), in modules of their own so the menus' code does
 * not carry them. `scripts/site-pages.test.ts` checks the list against the route files.
 */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    label: 'Página inicial',
    title: '',
    linkText: 'Home',
    menu: 'main',
  },
  {
    path: '/servicos',
    label: 'Serviços',
    title: 'Serviços',
    linkText: 'Serviços',
    menu: 'main',
  },
  {
    path: '/portfolio',
    label: 'Portfólio',
    title: 'Portfólio',
    linkText: 'Portfólio',
    menu: 'main',
  },
  {
    path: '/sobre',
    label: 'Sobre',
    title: 'Sobre nós',
    linkText: 'Sobre',
    menu: 'main',
  },
  {
    path: '/blog',
    label: 'Blog',
    title: 'Blog',
    linkText: 'Blog',
    menu: 'main',
  },
  {
    path: '/contato',
    label: 'Contato',
    title: 'Contato',
    linkText: 'Contato',
    menu: 'main',
  },
  {
    path: '/agendar',
    label: 'Agendar serviço',
    title: 'Agendar serviço',
    linkText: 'Agendar serviço',
    menu: 'footer',
  },
  {
    path: '/faq',
    label: 'Perguntas frequentes (FAQ)',
    title: 'Perguntas frequentes',
    linkText: 'Perguntas frequentes (FAQ)',
    menu: 'footer',
  },
  {
    path: '/politica-privacidade',
    label: 'Política de Privacidade',
    title: 'Política de Privacidade',
    linkText: 'Política de Privacidade',
    menu: 'footer',
  },
  {
    path: '/termos-de-uso',
    label: 'Termos de Uso',
    title: 'Termos de Uso',
    linkText: 'Termos de Uso',
    menu: 'footer',
  },
  {
    path: '/lgpd',
    label: 'LGPD',
    title: 'Seus direitos pela LGPD',
    linkText: 'LGPD',
    menu: 'footer',
  },
  {
    path: '/demo-popups-banners',
    label: 'Demonstração de popups e banners',
    title: 'Demonstração de popups e banners',
    linkText: 'Demonstração de popups e banners',
    menu: null,
  },
];
