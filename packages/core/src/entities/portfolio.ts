import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { imageRef, optionalText, requiredText } from '../schemas/common';
import { imageAltsSchema } from '../schemas/media';
import { createdAt, rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';
import { displayOrder } from './rules';

/** The pictures of a job: up to twenty, each a site path or an http(s) address. */
export const portfolioImages = () => z.array(imageRef()).max(20);

/** A job of the workshop shown on the portfolio page: what was done, on which vehicle, pictures. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: rowId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    service: text('service'),
    vehicle: text('vehicle'),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    display_order: integer('display_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('portfolio_items_order_idx').on(t.display_order, t.id)],
);

export const portfolioEntity = defineEntity(portfolioItems, {
  name: 'PortfolioItem',
  rules: {
    title: requiredText(200, 2),
    description: requiredText(5000, 2),
    service: optionalText(120),
    vehicle: optionalText(120),
    // The column's default is SQL the form cannot read, so the empty list is said here too.
    images: portfolioImages().default([]),
    display_order: displayOrder(),
  },
  fields: {
    title: { label: 'Título', hint: 'Por exemplo: Troca do compressor de um Onix 2019' },
    description: {
      label: 'Descrição',
      hint: 'O problema que o cliente trouxe e o que foi feito.',
      multiline: true,
    },
    service: {
      label: 'Serviço',
      hint: 'Opcional. Escolha um serviço cadastrado ou escreva outro.',
    },
    vehicle: { label: 'Veículo', hint: 'Opcional. Modelo e ano, por exemplo: Fiat Strada 2021' },
    images: 'Imagens',
    display_order: {
      label: 'Ordem de exibição',
      hint: 'Números menores aparecem primeiro. Também dá para arrastar na lista.',
    },
    active: {
      label: 'Visível no site',
      hint: 'Desligado, o trabalho fica guardado aqui mas não aparece na página Portfólio.',
    },
  },
  output: { images: z.array(z.string()), image_alts: imageAltsSchema.optional() },
});

export const {
  schema: portfolioItemSchema,
  input: portfolioItemInputSchema,
  update: portfolioItemUpdateInputSchema,
} = portfolioEntity;
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;
