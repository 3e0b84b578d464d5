import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ROLE_LABELS } from '../roles';
import { nameSchemas } from '../schemas/names';
import { createdAt, oneOf, rowId } from './columns';
import { defineEntity } from './define-entity';
import { users } from './user';

export const API_KEY_MESSAGES = {
  /** An operation on accounts or credentials, refused to a key (403). */
  accountOnly: 'Esta operação exige login com usuário e senha; chaves de API não podem usá-la.',
  roleTooHigh: 'O papel da chave não pode ser maior que o seu.',
  notFound: 'Chave de API não encontrada',
  /** A key that is unknown, revoked, or whose creator's access ended or shrank (401). */
  invalid:
    'Chave de API inválida ou sem efeito: ela foi revogada, ou quem a criou foi desativado, excluído ou perdeu o papel que ela tem.',
} as const;

/**
 * The roles a key may have. `user` is left out: it reaches nothing but the person's own
 * session, which a key never has.
 */
export const API_KEY_ROLES = ['viewer', 'manager', 'admin'] as const;
export const apiKeyRoleSchema = z.enum(API_KEY_ROLES, {
  error: 'Escolha um papel: viewer, manager ou admin',
});

/**
 * Keys for integrations, sent as `Authorization: Bearer ofk_…`. Only a SHA-256 of the key is
 * stored; the key itself is shown once, when it is created. Revoking deletes the row (the audit
 * log keeps the trail). A key acts on its creator's grant: it stops working the moment its
 * creator is deactivated or deleted (`created_by` is then cleared), or holds a role below the
 * key's (decision 0024); any admin can revoke it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: rowId(),
    name: text('name').notNull(),
    role: text('role', { enum: API_KEY_ROLES }).notNull(),
    key_hash: text('key_hash').notNull().unique(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** Written at most once a minute per key, not on every request. */
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('api_keys_role', oneOf(t.role, API_KEY_ROLES))],
);

/** Who created a key, as its list names them. */
const apiKeyCreatorSchema = z
  .object({ id: z.number().int(), username: z.string() })
  .nullable()
  .describe('Quem criou a chave; null se essa conta foi excluída (a chave então não funciona)');

export const apiKeyEntity = defineEntity(apiKeys, {
  // A key as listed: never the key's hash; its creator by id and name (below), not a bare id.
  hidden: ['key_hash', 'created_by'],
  output: {
    created_by: apiKeyCreatorSchema,
    active: z
      .boolean()
      .describe(
        'Se a chave funciona agora: deixa de funcionar quando quem a criou é desativado, excluído ou passa a ter um papel abaixo do dela',
      ),
  },
  // Set by the server as the key is used.
  readOnly: ['last_used_at'],
  rules: {
    name: z
      .string()
      .trim()
      .min(1, 'Dê um nome à chave')
      .max(80, 'O nome pode ter no máximo 80 caracteres')
      .describe('Para que serve a chave (aparece no registro de atividades)'),
    role: apiKeyRoleSchema.describe('Papel da chave, no máximo o de quem a cria'),
  },
  fields: {
    name: {
      label: 'Nome',
      hint: 'Para que serve, por exemplo “Sistema de agendamento”. Aparece na auditoria.',
    },
    role: {
      label: 'Papel',
      hint: 'O que a chave pode fazer pela API. Nenhuma chave cria chaves nem muda usuários.',
      options: Object.fromEntries(API_KEY_ROLES.map((role) => [role, ROLE_LABELS[role]])),
    },
  },
});

/** A key as listed: never the key itself, which only its creation answer carries. */
export const { schema: apiKeySchema, input: apiKeyInputSchema } = apiKeyEntity;

const { id, name, role, created_at } = apiKeySchema.shape;

/** The answer to a creation: the one time the key is shown. */
export const apiKeyCreatedSchema = z.object({
  id,
  name,
  role,
  key: z.string().describe('A chave; mostrada só agora, guarde-a em um lugar seguro'),
  created_at,
});

export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

// A key is never changed, only revoked: there is no update schema to name.
nameSchemas({
  ApiKeyRole: apiKeyRoleSchema,
  ApiKey: apiKeySchema,
  ApiKeyInput: apiKeyInputSchema,
  ApiKeyCreated: apiKeyCreatedSchema,
});
