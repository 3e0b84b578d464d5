import { contactInputSchema } from '@oficina/core';
import { type ContactField, type FieldIssue, isContactField } from './field-messages';

export type ContactPayload = (typeof contactInputSchema)['_zod']['output'];

export type ContactCheck =
  | { ok: true; payload: ContactPayload }
  | { ok: false; errors: Partial<Record<ContactField, FieldIssue>> };

/**
 * The form's values checked by the API's own schema (zod), so the page refuses exactly what the
 * server would. In its own module: the schema library is as big as the rest of the page's
 * script, so it loads when the visitor first focuses a field (or submits), not with the page.
 */
export function checkContact(values: Record<string, unknown>): ContactCheck {
  const result = contactInputSchema.safeParse(values);
  if (result.success) return { ok: true, payload: result.data };
  const errors: Partial<Record<ContactField, FieldIssue>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    // The first problem of a field is the one shown.
    if (typeof field === 'string' && isContactField(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { ok: false, errors };
}
