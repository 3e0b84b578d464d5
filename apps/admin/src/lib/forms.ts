import { toast } from '@site/features/toasts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldIssues } from './errors';

/**
 * After a refused save: the server's field messages go next to the fields, the general message
 * into a toast. The form keeps everything the user typed so they can fix it and retry.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fallback?: string,
): string {
  const message = errorMessage(error, fallback);
  if (setError) {
    for (const [path, text] of Object.entries(fieldIssues(error))) {
      setError(path as Path<T>, { type: 'server', message: text });
    }
  }
  toast.error(message);
  return message;
}

/** `<input type="number">` values for react-hook-form: '' stays empty instead of NaN. */
export const asNumber = {
  setValueAs: (value: unknown) =>
    value === '' || value === null || value === undefined ? undefined : Number(value),
};
