import {
  type EditableContent,
  editableContentEntity,
  editableContentInputSchema,
  editableContentKeySchema,
} from '@oficina/core';
import type { z } from 'zod';
import { entityDefaults } from '../../kit/entity-fields';
import { formValues } from '../../kit/form-values';

/** The editor's rules: the API's, plus the key, which the API takes from the address. */
export const contentFormSchema = editableContentInputSchema.extend({
  key: editableContentKeySchema,
});
export type ContentValues = z.input<typeof contentFormSchema>;
export type ContentEditing = { mode: 'create' } | { mode: 'edit'; item: EditableContent };

export const NEW_TEXT: ContentValues = { key: '', ...entityDefaults(editableContentEntity) };

export function contentToForm(item: EditableContent): ContentValues {
  return formValues(item, NEW_TEXT);
}
