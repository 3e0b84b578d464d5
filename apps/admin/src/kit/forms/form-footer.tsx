import { FormError } from '../../components/fields';
import { SaveBar } from '../../features/config/save-bar';

/**
 * The end of a page edited in place: the form's own error (a refused save) and the save bar.
 * "Descartar" empties the error with the edits.
 */
export function FormFooter({
  formId,
  error,
  dirty,
  saving,
  onDiscard,
  label,
}: {
  formId: string;
  error: string | null;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  label?: string;
}) {
  return (
    <>
      <FormError message={error} />
      <SaveBar
        formId={formId}
        dirty={dirty}
        saving={saving}
        onDiscard={onDiscard}
        {...(label ? { label } : {})}
      />
    </>
  );
}
