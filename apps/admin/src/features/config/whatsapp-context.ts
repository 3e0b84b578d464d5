import {
  type WhatsappContext,
  whatsappContextEntity,
  whatsappContextInputSchema,
  whatsappContextLabel,
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

/** A context as the owner reads it: never by its name, which is a code. */
export const contextLabel = whatsappContextLabel;
