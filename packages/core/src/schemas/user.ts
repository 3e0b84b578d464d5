import { z } from 'zod';
import { ROLES } from '../roles';
import { idSchema, jsonBoolean } from './common';
import { nameSchemas } from './names';

export const roleSchema = z.enum(ROLES);

/** Never carries the password hash: outputs are built from this schema's columns only. */
export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  is_active: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'O usuário precisa ter pelo menos 3 caracteres')
  .max(50)
  .regex(/^[a-z0-9._-]+$/, 'Use apenas letras minúsculas, números, ponto, hífen ou sublinhado');

export const passwordSchema = z
  .string()
  .min(8, 'A senha precisa ter pelo menos 8 caracteres')
  .max(128, 'A senha pode ter no máximo 128 caracteres');

/**
 * Where password reset links go: optional, one account per address. An empty text clears it;
 * stored in lower case, as addresses are compared.
 */
export const userEmailSchema = z
  .string()
  .trim()
  .max(200, 'O e-mail pode ter no máximo 200 caracteres')
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .pipe(z.union([z.email('Informe um e-mail válido'), z.null()]))
  .nullable();

export const userCreateSchema = z.object({
  username: usernameSchema,
  email: userEmailSchema.default(null),
  password: passwordSchema,
  role: roleSchema.default('user'),
  is_active: jsonBoolean().default(true),
});

export const userUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: userEmailSchema.optional(),
  password: passwordSchema.optional(),
  role: roleSchema.optional(),
  is_active: jsonBoolean().optional(),
});

export type User = z.infer<typeof userSchema>;

nameSchemas({ User: userSchema, UserInput: userCreateSchema, UserUpdate: userUpdateSchema });
