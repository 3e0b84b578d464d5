import { z } from 'zod';
import { wireDateTime } from './common';
import { nameSchemas } from './names';
import { limitOffsetFields, pageInfoFields } from './sync';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  api_key_id: z
    .number()
    .int()
    .nullable()
    .describe(
      'A chave de API que fez a alteração, quando foi uma (duas chaves podem ter o mesmo nome)',
    ),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** JSON snapshots (an object, a list of positions, or null): any JSON value. */
  before: z.unknown(),
  after: z.unknown(),
  created_at: wireDateTime(),
});

export const auditListInputSchema = z.object({
  entity: z.string().trim().max(60).optional(),
  /** e.g. 'login_failed', 'role_change' (security events have the entity 'auth'). */
  action: z.string().trim().max(60).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(50),
  ...limitOffsetFields,
});

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  ...pageInfoFields,
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

nameSchemas({ AuditEntry: auditEntrySchema, AuditPage: auditPageSchema });
