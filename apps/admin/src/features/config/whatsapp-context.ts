import {
  type WhatsappContext,
  whatsappContextEntity,
  whatsappContextInputSchema,
  whatsappContextNameSchema,
} from '@oficina/core';
import type { z } from 'zod';
import { entityDefaults } from '../../kit/entity-fields';
import { formValues } from '../../kit/form-values';

/** The editor's rules: the API's, plus the name, which the API takes from the address. */
export const contextSchema = whatsappContextInputSchema.extend({ name: whatsappContextNameSchema });
export type ContextValues = z.input<typeof contextSchema>;
export type ContextEditing = { mode: 'create' } | { mode: 'edit'; context: WhatsappContext };

export const NEW_CONTEXT: ContextValues = { name: '', ...entityDefaults(whatsappContextEntity) };

export function contextToForm(context: WhatsappContext): ContextValues {
  return formValues(context, NEW_CONTEXT);
}

/** "search_no_results" → "Search no results" when a context has no description. */
export function contextLabel(context: Pick<WhatsappContext, 'name' | 'description'>): string {
  if (context.description?.trim()) return context.description.trim();
  const words = context.name.replace(/_+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
