import {
  idParam,
  socialLinkInputSchema,
  socialLinkSchema,
  socialLinkUpdateInputSchema,
} from '@oficina/core';
import { socialLinks } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { router } from '../trpc';
import { contentProcedures } from './crud-router';

const link = contentProcedures({
  table: socialLinks,
  entity: 'social-link',
  path: '/social-links',
  tag: 'Redes sociais',
  names: { one: 'um link', all: 'os links', list: 'Links ativos, em ordem de exibição' },
  notFound: 'Link não encontrado',
  schema: socialLinkSchema,
  createInput: socialLinkInputSchema,
  updateInput: socialLinkUpdateInputSchema.extend(idParam.shape),
  shown: eq(socialLinks.active, 1),
  present: (row) => ({ ...row, active: row.active === 1 ? (1 as const) : (0 as const) }),
});

export const socialLinksRouter = router({ list: link.list, byId: link.byId, ...link.writes });
