import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idSchema, optionalText, requiredText } from '../schemas/common';
import { nameSchemas } from '../schemas/names';
import { createdAt, oneOf, rowId, updatedAt } from './columns';
import { defineEntity, optionalDateTime } from './define-entity';

export const POPUP_TYPES = ['promotion', 'alert', 'announcement'] as const;
export const POPUP_STYLES = ['promotion', 'success', 'warning', 'error', 'info'] as const;

/** A popup of the site: an offer, an alert or an announcement, with its dates and timing. */
export const popups = pgTable(
  'popups',
  {
    id: rowId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: POPUP_TYPES }).notNull(),
    style: text('style', { enum: POPUP_STYLES }).notNull(),
    discount_percentage: integer('discount_percentage'),
    button_text: text('button_text'),
    button_action: text('button_action'),
    target_pages: text('target_pages').notNull().default('*'),
    start_date: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    expiry_date: timestamp('expiry_date', { withTimezone: true, mode: 'date' }),
    /** Seconds before the popup shows. */
    show_delay: integer('show_delay').notNull().default(3),
    show_timer: boolean('show_timer').notNull().default(false),
    /** Countdown length in seconds. */
    timer_duration: integer('timer_duration'),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('popups_type', oneOf(t.type, POPUP_TYPES)),
    check('popups_style', oneOf(t.style, POPUP_STYLES)),
    index('popups_active_idx').on(t.active, t.priority),
  ],
);

/** A whole number a person may leave empty (null). */
const optionalInt = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .nullish()
    .transform((value) => value ?? null);

export const popupEntity = defineEntity(popups, {
  rules: {
    title: requiredText(200, 2),
    content: requiredText(5000, 1),
    // The columns have no default; a popup sent without them is a blue announcement.
    type: z.enum(POPUP_TYPES).default('announcement'),
    style: z.enum(POPUP_STYLES).default('info'),
    discount_percentage: optionalInt(1, 100),
    button_text: optionalText(60),
    button_action: optionalText(500).refine(
      (action) => action === null || !/^\s*(javascript|data|vbscript):/i.test(action),
      'Ação do botão inválida',
    ),
    target_pages: z.string().trim().min(1).max(500),
    start_date: optionalDateTime(),
    expiry_date: optionalDateTime(),
    show_delay: z.number().int().min(0).max(3600),
    timer_duration: optionalInt(1, 86_400),
    priority: z.number().int().min(0).max(1000),
  },
  fields: {
    title: 'Título',
    content: { label: 'Texto', hint: 'Quebras de linha aparecem no popup.', multiline: true },
    type: {
      label: 'Tipo',
      hint: 'O tipo define onde o popup aparece na tela.',
      options: { promotion: 'Promoção', alert: 'Alerta', announcement: 'Comunicado' },
    },
    style: {
      label: 'Estilo',
      hint: 'A cor do ícone, da borda e do botão.',
      options: {
        promotion: 'Promoção (laranja)',
        success: 'Sucesso (verde)',
        warning: 'Aviso (amarelo)',
        error: 'Erro (vermelho)',
        info: 'Informação (azul)',
      },
    },
    discount_percentage: {
      label: 'Desconto (%)',
      hint: 'Opcional. Mostra um selo “15% OFF”. Deixe vazio para não mostrar.',
    },
    button_text: {
      label: 'Texto do botão',
      hint: 'Vazio: o popup não tem botão (só o ✕ para fechar).',
    },
    button_action: 'Ação do botão',
    target_pages: 'Páginas',
    start_date: { label: 'Exibir a partir de', hint: 'Vazio: aparece desde já.' },
    expiry_date: { label: 'Até', hint: 'Vazio: não expira.' },
    show_delay: 'Atraso (segundos)',
    show_timer: {
      label: 'Mostrar contagem regressiva',
      hint: 'Com data de término, conta até ela (a data aparece até as últimas 48 horas); sem data, conta a duração abaixo a partir da primeira vez que o visitante vê o popup. Ao chegar a zero, o popup fecha sozinho.',
    },
    timer_duration: {
      label: 'Duração da contagem (segundos)',
      hint: 'Com a data “Até” preenchida, a contagem vai até ela e este campo pode ficar vazio.',
    },
    priority: {
      label: 'Prioridade',
      hint: 'Com vários popups na mesma página, o de maior número aparece primeiro.',
    },
    active: {
      label: 'Ativo',
      hint: 'Desligado, o popup não aparece no site, mesmo dentro das datas.',
    },
  },
});

export const {
  schema: popupSchema,
  input: popupFieldsSchema,
  update: popupUpdateFieldsSchema,
} = popupEntity;

/** What the rules across fields read: a whole popup, as sent on create or as stored after an update. */
export interface PopupRuleFields {
  start_date?: string | Date | null;
  expiry_date?: string | Date | null;
  show_timer?: boolean;
  timer_duration?: number | null;
}

/**
 * Rules across fields, shared by create and update (an update checks the row it would leave,
 * its stored values merged with the changes).
 */
export function popupRuleIssues(popup: PopupRuleFields): z.core.$ZodRawIssue[] {
  const issues: z.core.$ZodRawIssue[] = [];
  if (
    popup.start_date &&
    popup.expiry_date &&
    new Date(popup.start_date) >= new Date(popup.expiry_date)
  ) {
    issues.push({
      code: 'custom',
      message: 'A data de término precisa ser depois da data de início',
      path: ['expiry_date'],
      input: popup.expiry_date,
    });
  }
  // With an end date ("Até") the countdown counts to it (the site's popupTimer): a duration is
  // only needed when there is nothing else to count to.
  if (popup.show_timer && popup.timer_duration == null && !popup.expiry_date) {
    issues.push({
      code: 'custom',
      message: 'Informe a duração do contador',
      path: ['timer_duration'],
      input: popup.timer_duration,
    });
  }
  return issues;
}

export const popupInputSchema = popupFieldsSchema.superRefine((popup, ctx) => {
  for (const issue of popupRuleIssues(popup)) ctx.addIssue(issue);
});

/** PUT and PATCH: only the fields sent change; the rules across fields read the merged row. */
export const popupUpdateSchema = popupUpdateFieldsSchema.extend({ id: idSchema });

export type Popup = z.infer<typeof popupSchema>;

nameSchemas({
  Popup: popupSchema,
  PopupInput: popupFieldsSchema,
  PopupUpdate: popupUpdateFieldsSchema,
});
