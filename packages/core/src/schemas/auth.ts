import { z } from 'zod';
import { MESSAGES } from '../messages';
import { userSchema } from './user';

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
  expires_at: z.string().nullable(),
});

export const meSchema = z.object({
  user: userSchema,
  session_expires_at: z.string(),
});
