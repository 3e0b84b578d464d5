import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { imageRef, requiredText } from '../schemas/common';
import { imageAltsSchema } from '../schemas/media';
import { createdAt, rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';
import { displayOrder } from './rules';

export const DEFAULT_SERVICE_IMAGE = '/media/placeholder-servico.svg';

/** A service of the workshop, listed on the home and services pages. */
export const services = pgTable(
  'services',
  {
    id: rowId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: text('price').notNull().default(''),
    /** How long the car stays in the workshop, in the owner's words ("2 a 3 horas"). */
    duration: text('duration').notNull().default(''),
    image: text('image').notNull(),
    /** How long a booking of it holds a place in the workshop, in minutes. */
    duration_minutes: integer('duration_minutes').notNull().default(60),
    /** Offered on the booking page (a quote-only service is not). */
    bookable: boolean('bookable').notNull().default(true),
    display_order: integer('display_order').notNull().default(0),
    /** Hidden services stay in the panel but leave every public page, the sitemap and the API. */
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('services_order_idx').on(t.display_order, t.id)],
);

export const serviceEntity = defineEntity(services, {
  name: 'Service',
  rules: {
    title: requiredText(120, 2),
    description: requiredText(2000, 2),
    price: z.string().trim().max(60),
    duration: z.string().trim().max(60),
    // Left empty, a service shows the common placeholder instead of no picture.
    image: z
      .union([imageRef(), z.literal('')])
      .nullish()
      .transform((value) => value || DEFAULT_SERVICE_IMAGE),
    duration_minutes: z
      .int('Informe a duração em minutos')
      .min(15, 'Duração entre 15 e 480 minutos')
      .max(480, 'Duração entre 15 e 480 minutos'),
    display_order: displayOrder(),
  },
  fields: {
    title: 'Título',
    description: { label: 'Descrição', multiline: true },
    price: { label: 'Preço', hint: 'Texto livre, por exemplo: A partir de R$ 150' },
    duration: {
      label: 'Tempo estimado',
      hint: 'Quanto tempo o carro fica na oficina, por exemplo: 2 a 3 horas. Vazio não aparece no site.',
    },
    image: { label: 'Imagem', hint: 'Vazio usa a imagem padrão dos serviços.' },
    duration_minutes: {
      label: 'Duração do agendamento (minutos)',
      hint: 'Quanto tempo um agendamento deste serviço ocupa uma vaga da oficina (15 a 480).',
    },
    bookable: {
      label: 'Agendável pelo site',
      hint: 'Desligado, o serviço não aparece na página de agendamento.',
    },
    display_order: {
      label: 'Ordem de exibição',
      hint: 'Números menores aparecem primeiro. Também dá para arrastar na lista.',
    },
    active: {
      label: 'Visível no site',
      hint: 'Desligado, o serviço fica guardado aqui mas some do site, da busca e da API pública.',
    },
  },
  output: { image_alts: imageAltsSchema.optional() },
});

export const {
  schema: serviceSchema,
  input: serviceInputSchema,
  update: serviceUpdateInputSchema,
} = serviceEntity;
export type Service = z.infer<typeof serviceSchema>;
export type ServiceInput = z.input<typeof serviceInputSchema>;
