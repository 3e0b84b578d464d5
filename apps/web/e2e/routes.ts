import { SITE_PAGES } from '@oficina/core';

/** A post of the demo content, standing for every post's page. */
const DEMO_POST = '/blog/5-sinais-ar-condicionado-precisa-de-manutencao';

/** Every public route (core's SITE_PAGES), plus one blog post right after the blog. */
export const PUBLIC_ROUTES = SITE_PAGES.flatMap(({ path }) =>
  path === '/blog' ? [path, DEMO_POST] : [path],
);
