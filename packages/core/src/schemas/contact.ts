import { z } from 'zod';
import { CONTACT_STATUSES } from '../contact-status';
import { idSchema, isoDateTime, optionalText, requiredText, wireDateTime } from './common';
import { nameSchemas } from './names';
import { limitOffsetFields, pageInfoFields, updatedSinceField } from './sync';

export const contactStatusSchema = z.enum(CONTACT_STATUSES);

export const contactSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vehicle: z.string().nullable(),
  service: z.string().nullable(),
  message: z.string(),
  lgpd_consent: z.boolean(),
  consent_at: wireDateTime(),
  status: contactStatusSchema,
  created_at: wireDateTime(),
  updated_at: wireDateTime(),
});

/**
 * A human needs more than this between the form appearing and sending it; a faster submission
 * (its `elapsed_ms`) is treated as a bot's.
 */
export const CONTACT_MIN_FILL_MS = 3000;

/**
 * A number the workshop can call back: digits with the usual separators, and 8 to 15 digits in
 * all (a local number without area code up to the longest international one), so "--------"
 * or "((((((((" is refused instead of arriving as a lead nobody can answer.
 */
export const CONTACT_PHONE_PATTERN = /^[\s()+-]*(?:\d[\s()+-]*){8,15}$/;

// One pattern, so the API document states the whole rule: separators around 8 to 15 digits.
const phoneNumber = z.string().regex(CONTACT_PHONE_PATTERN, 'Informe um telefone válido');

export const contactInputSchema = z
  .object({
    name: requiredText(120, 2),
    email: optionalText(200).pipe(z.union([z.email('Informe um e-mail válido'), z.null()])),
    phone: optionalText(40).pipe(z.union([phoneNumber, z.null()])),
    vehicle: optionalText(120),
    service: optionalText(120),
    message: requiredText(5000, 5),
    lgpd_consent: z.literal(true, {
      message: 'É preciso concordar com o uso dos dados para enviarmos a resposta (LGPD)',
    }),
    /**
     * Anti-spam: a field people never see nor fill. Leave it out or empty. Never stored; a
     * message with it filled is kept with status `spam`, out of the inbox.
     */
    website: z
      .string()
      .max(2000)
      .optional()
      .describe(
        'Anti-spam: leave it out or empty. Never stored; when filled, the message goes to the spam list.',
      ),
    /**
     * Anti-spam: milliseconds between the form appearing and its sending. Never stored; below
     * CONTACT_MIN_FILL_MS the message is kept with status `spam`, out of the inbox.
     */
    elapsed_ms: z
      .number()
      .nonnegative()
      .optional()
      .describe(
        `Anti-spam, optional: milliseconds the person spent on the form. Never stored; under ${CONTACT_MIN_FILL_MS} the message goes to the spam list.`,
      ),
  })
  .refine((contact) => contact.email !== null || contact.phone !== null, {
    message: 'Informe um e-mail ou um telefone para resposta',
    path: ['phone'],
  });

export const contactStatusInputSchema = z.object({ status: contactStatusSchema });

export const CONTACT_SORT_FIELDS = ['created_at', 'name', 'status'] as const;

export const contactListInputSchema = z.object({
  /** Absent: the inbox, every status but `spam`; the spam list only when asked for by name. */
  status: contactStatusSchema
    .describe(
      'Filtra pelo status. Sem ele, todas as mensagens menos as de spam; "spam" lista as retidas pelo anti-spam',
    )
    .optional(),
  q: z.string().trim().max(200).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  sort: z.enum(CONTACT_SORT_FIELDS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  updated_since: updatedSinceField,
  ...limitOffsetFields,
});

export const contactPageSchema = z.object({
  items: z.array(contactSchema),
  ...pageInfoFields,
});

/** The inbox filters without pagination: what the CSV export accepts. */
export const contactExportFilterSchema = contactListInputSchema.omit({
  page: true,
  page_size: true,
  limit: true,
  offset: true,
});

/** Where the previous batch ended: the sort column's value (as text) and the row id. */
export const contactExportCursorSchema = z.object({
  key: z.string().max(10_000),
  id: idSchema,
});

export const contactExportBatchInputSchema = contactExportFilterSchema.extend({
  after: contactExportCursorSchema.optional(),
  limit: z.number().int().min(1).max(5000).default(1000),
});

export const contactExportBatchSchema = z.object({
  items: z.array(contactSchema),
  /** Null on the last batch. */
  next: contactExportCursorSchema.nullable(),
});

/**
 * Messages deleted for good (a person's erasure request): only the id and when, so a system
 * that mirrors the inbox erases its copy too. Read from the audit trail, so as far back as it
 * keeps (the `audit_retention_days` setting).
 */
export const deletedContactsInputSchema = z.object({
  deleted_since: isoDateTime()
    .optional()
    .describe('Só as exclusões depois deste momento (ISO 8601 com fuso)'),
});

export const deletedContactSchema = z.object({ id: idSchema, deleted_at: wireDateTime() });

export const deletedContactsSchema = z.object({ items: z.array(deletedContactSchema) });

export type Contact = z.infer<typeof contactSchema>;
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactExportFilters = z.input<typeof contactExportFilterSchema>;

nameSchemas({
  ContactStatus: contactStatusSchema,
  Contact: contactSchema,
  ContactInput: contactInputSchema,
  ContactStatusInput: contactStatusInputSchema,
  ContactPage: contactPageSchema,
  DeletedContact: deletedContactSchema,
  DeletedContacts: deletedContactsSchema,
});
