import { z } from 'zod';
import { idSchema } from './common';
import { nameSchemas } from './names';

export const API_KEY_MESSAGES = {
  /** An operation on accounts or credentials, refused to a key (403). */
  accountOnly: 'Esta operação exige login com usuário e senha; chaves de API não podem usá-la.',
  roleTooHigh: 'O papel da chave não pode ser maior que o seu.',
  notFound: 'Chave de API não encontrada',
} as const;

/**
 * The roles a key may have. `user` is left out: it reaches nothing but the person's own
 * session, which a key never has.
 */
export const API_KEY_ROLES = ['viewer', 'manager', 'admin'] as const;
export const apiKeyRoleSchema = z.enum(API_KEY_ROLES, {
  error: 'Escolha um papel: viewer, manager ou admin',
});

/** A key as listed: never the key itself, which only its creation answer carries. */
export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  role: apiKeyRoleSchema,
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export const apiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Dê um nome à chave')
    .max(80, 'O nome pode ter no máximo 80 caracteres')
    .describe('Para que serve a chave (aparece no registro de atividades)'),
  role: apiKeyRoleSchema.describe('Papel da chave, no máximo o de quem a cria'),
});

/** The answer to a creation: the one time the key is shown. */
export const apiKeyCreatedSchema = z.object({
  id: idSchema,
  name: z.string(),
  role: apiKeyRoleSchema,
  key: z.string().describe('A chave; mostrada só agora, guarde-a em um lugar seguro'),
  created_at: z.string(),
});

export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

nameSchemas({
  ApiKey: apiKeySchema,
  ApiKeyInput: apiKeyInputSchema,
  ApiKeyCreated: apiKeyCreatedSchema,
});
