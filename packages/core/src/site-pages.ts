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
  /** How often it changes and how much it weighs, for sitemap.xml; null: not in the sitemap. */
  sitemap: { changefreq: 'weekly' | 'monthly' | 'yearly'; priority: string } | null;
  /** How the site search finds it; null: not searchable. */
  search: { title: string; description?: string; keywords: string[] } | null;
}

/**
 * Every public route, main navigation first: the panel lists a popup's or banner's target pages
 * in this order, share images take their titles from here, the header and footer draw their
 * links from it, sitemap.xml lists it, and the site search finds its pages through it.
 * `scripts/site-pages.test.ts` checks it against the route files.
 */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    label: 'Página inicial',
    title: '',
    linkText: 'Home',
    menu: 'main',
    sitemap: { changefreq: 'weekly', priority: '1.0' },
    search: { title: 'Início', keywords: ['home', 'página inicial'] },
  },
  {
    path: '/servicos',
    label: 'Serviços',
    title: 'Serviços',
    linkText: 'Serviços',
    menu: 'main',
    sitemap: { changefreq: 'monthly', priority: '0.9' },
    search: {
      title: 'Serviços',
      description: 'Todos os serviços de ar-condicionado automotivo',
      keywords: ['preços', 'orçamento', 'ar-condicionado'],
    },
  },
  {
    path: '/portfolio',
    label: 'Portfólio',
    title: 'Portfólio',
    linkText: 'Portfólio',
    menu: 'main',
    sitemap: { changefreq: 'monthly', priority: '0.7' },
    search: {
      title: 'Portfólio',
      description: 'Trabalhos realizados',
      keywords: ['fotos', 'antes e depois', 'trabalhos'],
    },
  },
  {
    path: '/sobre',
    label: 'Sobre',
    title: 'Sobre nós',
    linkText: 'Sobre',
    menu: 'main',
    sitemap: { changefreq: 'yearly', priority: '0.6' },
    search: {
      title: 'Sobre nós',
      description: 'Nossa história e equipe',
      keywords: ['empresa', 'equipe', 'história', 'oficina'],
    },
  },
  {
    path: '/blog',
    label: 'Blog',
    title: 'Blog',
    linkText: 'Blog',
    menu: 'main',
    sitemap: { changefreq: 'weekly', priority: '0.7' },
    search: { title: 'Blog', keywords: ['dicas', 'artigos', 'notícias'] },
  },
  {
    path: '/contato',
    label: 'Contato',
    title: 'Contato',
    linkText: 'Contato',
    menu: 'main',
    sitemap: { changefreq: 'yearly', priority: '0.8' },
    search: {
      title: 'Contato',
      description: 'Fale com a oficina',
      keywords: ['mensagem', 'e-mail', 'formulário', 'agendar'],
    },
  },
  {
    path: '/faq',
    label: 'Perguntas frequentes (FAQ)',
    title: 'Perguntas frequentes',
    linkText: 'Perguntas frequentes (FAQ)',
    menu: 'footer',
    sitemap: { changefreq: 'monthly', priority: '0.6' },
    search: { title: 'Perguntas frequentes', keywords: ['faq', 'dúvidas'] },
  },
  {
    path: '/politica-privacidade',
    label: 'Política de Privacidade',
    title: 'Política de Privacidade',
    linkText: 'Política de Privacidade',
    menu: 'footer',
    sitemap: { changefreq: 'yearly', priority: '0.2' },
    search: { title: 'Política de Privacidade', keywords: ['cookies', 'dados'] },
  },
  {
    path: '/termos-de-uso',
    label: 'Termos de Uso',
    title: 'Termos de Uso',
    linkText: 'Termos de Uso',
    menu: 'footer',
    sitemap: { changefreq: 'yearly', priority: '0.2' },
    search: { title: 'Termos de Uso', keywords: ['condições'] },
  },
  {
    path: '/lgpd',
    label: 'LGPD',
    title: 'Seus direitos pela LGPD',
    linkText: 'LGPD',
    menu: 'footer',
    sitemap: { changefreq: 'yearly', priority: '0.2' },
    search: {
      title: 'LGPD',
      description: 'Lei Geral de Proteção de Dados',
      keywords: ['proteção de dados', 'privacidade'],
    },
  },
  {
    path: '/demo-popups-banners',
    label: 'Demonstração de popups e banners',
    title: 'Demonstração de popups e banners',
    linkText: 'Demonstração de popups e banners',
    menu: null,
    sitemap: { changefreq: 'yearly', priority: '0.1' },
    search: null,
  },
];
