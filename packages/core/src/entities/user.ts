import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ROLE_LABELS, ROLES } from '../roles';
import { updateInputOf } from '../schemas/common';
import { nameSchemas } from '../schemas/names';
import { createdAt, oneOf, rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';

/** A person who signs in to the panel or the API. */
export const users = pgTable(
  'users',
  {
    id: rowId(),
    username: text('username').notNull(),
    /** Where a password reset link is sent; optional and unique (case-insensitive). */
    email: text('email'),
    password_hash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    is_active: boolean('is_active').notNull().default(true),
    last_login: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role', oneOf(t.role, ROLES)),
  ],
);

export const roleSchema = z.enum(ROLES);
// Named before the entity is declared: its answers then point to this one list.
nameSchemas({ Role: roleSchema });

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

export const userEntity = defineEntity(users, {
  // The password is written as `password` (below) and only its hash is stored: the hash is
  // never answered. An account shows no edit date.
  hidden: ['password_hash', 'updated_at'],
  // Set by the server at each sign-in.
  readOnly: ['last_login'],
  rules: {
    username: usernameSchema,
    // The column has no default; a new account without one has no e-mail (left out is null).
    email: userEmailSchema.default(null),
    role: roleSchema,
  },
  fields: {
    username: {
      label: 'Usuário',
      hint: 'Letras minúsculas, números, ponto, hífen ou sublinhado (mínimo 3).',
    },
    email: {
      label: 'E-mail',
      hint: 'Opcional. Para onde vai o link de “Esqueci minha senha” e, se nenhum e-mail estiver nas configurações, os avisos de novas mensagens (administradores).',
    },
    role: {
      label: 'Papel',
      hint: 'Só administradores entram neste painel. Usuário, Visualizador e Gerente valem para o acesso pela API.',
      options: ROLE_LABELS,
    },
    is_active: { label: 'Ativo', hint: 'Contas inativas não conseguem entrar.' },
  },
});

/** Never carries the password hash: the answer is built from this schema's fields only. */
export const userSchema = userEntity.schema;

const { username, email, role, is_active } = userEntity.input.shape;

/** A new account: the declared fields, with its first password after the e-mail. */
export const userCreateSchema = z.object({
  username,
  email,
  password: passwordSchema,
  role,
  is_active,
});

/** PUT and PATCH: only the fields sent change, a new password included. */
export const userUpdateSchema = updateInputOf(userCreateSchema);

export type User = z.infer<typeof userSchema>;

nameSchemas({
  Role: roleSchema,
  User: userSchema,
  UserInput: userCreateSchema,
  UserUpdate: userUpdateSchema,
});
