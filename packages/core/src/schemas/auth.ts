import { z } from 'zod';
import { passwordSchema, userSchema } from '../entities/user';
import { MESSAGES } from '../messages';
import { wireDateTime } from './common';
import { nameSchemas } from './names';

/** Both fields are required; either missing gives the same message. */
export const loginInputSchema = z.object({
  username: z
    .string({ message: MESSAGES.fillAllFields })
    .trim()
    .min(1, MESSAGES.fillAllFields)
    .max(200),
  password: z.string({ message: MESSAGES.fillAllFields }).min(1, MESSAGES.fillAllFields).max(1024),
});

export const loginResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().nullable(),
  user: userSchema.nullable(),
  error: z.string().nullable(),
  expires_at: wireDateTime().nullable(),
});

export const meSchema = z.object({
  user: userSchema,
  session_expires_at: wireDateTime(),
});

export const passwordResetRequestSchema = z.object({
  username: z
    .string({ message: 'Informe o usuário ou o e-mail' })
    .trim()
    .min(1, 'Informe o usuário ou o e-mail')
    .max(200)
    .describe('Nome de usuário ou e-mail da conta'),
});

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: MESSAGES.passwordResetInvalid })
    .min(1, MESSAGES.passwordResetInvalid)
    .max(200, MESSAGES.passwordResetInvalid)
    .describe('O código do link recebido por e-mail'),
  password: passwordSchema,
});

/** Whether a reset link still works, asked when its page opens (before the new password). */
export const passwordResetCheckSchema = passwordResetConfirmSchema.pick({ token: true });

export const passwordResetCheckAnswerSchema = z.object({
  valid: z.boolean().describe('O link ainda vale (não foi usado nem expirou)'),
});

export const passwordResetAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

nameSchemas({
  LoginInput: loginInputSchema,
  LoginResponse: loginResponseSchema,
  Me: meSchema,
  PasswordResetRequest: passwordResetRequestSchema,
  PasswordResetConfirm: passwordResetConfirmSchema,
  PasswordResetCheck: passwordResetCheckSchema,
  PasswordResetCheckAnswer: passwordResetCheckAnswerSchema,
  PasswordResetAnswer: passwordResetAnswerSchema,
});
