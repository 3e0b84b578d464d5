import {
  idParam,
  portfolioItemInputSchema,
  portfolioItemSchema,
  portfolioItemUpdateInputSchema,
} from '@oficina/core';
import { portfolioItems } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { toWire } from '../serialize';
import { router } from '../trpc';
import { contentProcedures } from './crud-router';

const item = contentProcedures({
  table: portfolioItems,
  entity: 'portfolio',
  path: '/portfolio',
  tag: 'Portfólio',
  names: {
    one: 'um trabalho',
    all: 'os trabalhos',
    list: 'Trabalhos realizados, em ordem de exibição',
  },
  notFound: 'Trabalho não encontrado',
  schema: portfolioItemSchema,
  createInput: portfolioItemInputSchema,
  updateInput: portfolioItemUpdateInputSchema.extend(idParam.shape),
  shown: eq(portfolioItems.active, true),
  present: toWire,
  images: (item) => item.images,
});

export const portfolioRouter = router({ list: item.list, byId: item.byId, ...item.writes });
