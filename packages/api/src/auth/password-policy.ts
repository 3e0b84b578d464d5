import { MESSAGES, passwordSchema } from '@oficina/core';
import type { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * Password rules of OWASP ASVS 5.0 (V6.2): 8 to 128 characters (core's passwordSchema, which
 * the admin panel's form also uses), any characters, no composition rules, and none of the most
 * common passwords nor the product's own obvious words. The lists live here, on the server only,
 * so they never reach a browser bundle; the panel shows the server's message on the field.
 */

let common: Set<string> | undefined;

/**
 * Words anyone would try first against this site (ASVS 6.2.11), compared after dropping
 * accents, case, spaces and the digits or symbols around them: "Oficina@2024" is "oficina".
 */
const CONTEXT_WORDS = new Set([
  'senha',
  'minhasenha',
  'senhasenha',
  'mudar',
  'mudarsenha',
  'trocar',
  'trocarsenha',
  'admin',
  'administrador',
  'administrator',
  'oficina',
  'arcondicionado',
  'refrigeracao',
  'climatizacao',
  'duquedecaxias',
  'caxias',
]);

/** Lowercase letters and digits only, without accents and without digits/symbols at the ends. */
function core(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/^\d+|\d+$/g, '');
}

/** True for a password from the common list or built on a context word or the username. */
export function isCommonPassword(password: string, username?: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  const lower = password.toLowerCase();
  if (common.has(lower) || common.has(lower.trim())) return true;
  const stem = core(password);
  if (CONTEXT_WORDS.has(stem)) return true;
  return username !== undefined && username !== '' && stem === core(username);
}

/**
 * Adds the common-password rule to an input schema with `password` (and maybe `username`): the
 * issue sits on the password field, with the message the panel shows next to it.
 */
export function rejectCommonPassword(
  value: { password?: string | undefined; username?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.password !== undefined && isCommonPassword(value.password, value.username)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.commonPassword });
  }
}

/** The whole rule for a password chosen outside the API (ADMIN_PASSWORD): a message or null. */
export function passwordProblem(password: string, username?: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.validation;
  return isCommonPassword(password, username) ? MESSAGES.commonPassword : null;
}
