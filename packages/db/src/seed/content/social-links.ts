import type { socialLinkInputSchema } from '@oficina/core';
import type { z } from 'zod';

export const demoSocialLinks: Array<z.input<typeof socialLinkInputSchema>> = [
  {
    name: 'Instagram',
    platform: 'instagram',
    url: 'https://www.instagram.com/friocar.caxias',
    active: 1,
    display_order: 1,
  },
  {
    name: 'Facebook',
    platform: 'facebook',
    url: 'https://www.facebook.com/friocarcaxias',
    active: 1,
    display_order: 2,
  },
  {
    name: 'YouTube',
    platform: 'youtube',
    url: 'https://www.youtube.com/@friocarcaxias',
    active: 1,
    display_order: 3,
  },
  {
    name: 'Site',
    platform: 'website',
    url: 'https://www.friocarclimatizacao.com.br',
    active: 1,
    display_order: 4,
  },
  {
    name: 'X (Twitter)',
    platform: 'twitter',
    url: 'https://x.com/friocarcaxias',
    active: 0,
    display_order: 5,
  },
];
