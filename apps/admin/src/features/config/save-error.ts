import { toast } from '@site/features/toasts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldIssues } from '../../lib/errors';

/**
 * A refused save on a page whose failure has a fixed title (`MESSAGES.companyUpdateFailed`, …):
 * that title in the toast, the reason (server message, connection failure) as its description, and the
 * server's field messages next to the fields. Returns the reason, for a message in the form.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  title: string,
  setError?: UseFormSetError<T>,
): string {
  const issues = fieldIssues(error);
  if (setError) {
    Object.entries(issues).forEach(([path, text], index) => {
      setError(path as Path<T>, { type: 'server', message: text }, { shouldFocus: index === 0 });
    });
  }
  const description =
    Object.keys(issues).length > 0
      ? 'Corrija os campos destacados e tente novamente.'
      : errorMessage(error);
  toast.error(title, { description });
  return description;
}
