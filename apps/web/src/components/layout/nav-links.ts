import { SITE_PAGES } from '@oficina/core';
import type { LinkProps } from '@tanstack/react-router';

/**
 * A site page's path as a link target. Not checked against the route tree here (importing it
 * would tie this file into a cycle with the routes); scripts/site-pages.test.ts checks every
 * listed path has its route file.
 */
type RoutePath = NonNullable<LinkProps['to']>;

const link = (page: (typeof SITE_PAGES)[number]) => ({
  to: page.path as RoutePath,
  label: page.linkText,
});

/** The main navigation, in the order visitors see it (core's SITE_PAGES). */
export const NAV_LINKS = SITE_PAGES.filter((page) => page.menu === 'main').map(link);

/** Footer quick links: the main pages plus FAQ and the three legal pages. */
export const QUICK_LINKS = SITE_PAGES.filter((page) => page.menu !== null).map(link);

/** The footer's fixed list of services: written here, not read from the database, so the footer
 * never waits for data and stays the same on every page. */
export const FOOTER_SERVICES = [
  'Recarga de gás',
  'Higienização do ar-condicionado',
  'Troca de compressor',
  'Detecção de vazamentos',
  'Troca de filtro de cabine',
  'Refrigeração de baús',
] as const;
