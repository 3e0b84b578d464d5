/** A public page of the site, as popups and banners target it. */
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
}

/**
 * Every public route, main navigation first: the panel lists a popup's or banner's target pages
 * in this order, and share images take their titles from here.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', label: 'Página inicial', title: '' },
  { path: '/servicos', label: 'Serviços', title: 'Serviços' },
  { path: '/portfolio', label: 'Portfólio', title: 'Portfólio' },
  { path: '/sobre', label: 'Sobre', title: 'Sobre nós' },
  { path: '/blog', label: 'Blog', title: 'Blog' },
  { path: '/contato', label: 'Contato', title: 'Contato' },
  { path: '/faq', label: 'Perguntas frequentes (FAQ)', title: 'Perguntas frequentes' },
  {
    path: '/politica-privacidade',
    label: 'Política de Privacidade',
    title: 'Política de Privacidade',
  },
  { path: '/termos-de-uso', label: 'Termos de Uso', title: 'Termos de Uso' },
  { path: '/lgpd', label: 'LGPD', title: 'Seus direitos pela LGPD' },
  {
    path: '/demo-popups-banners',
    label: 'Demonstração de popups e banners',
    title: 'Demonstração de popups e banners',
  },
];
