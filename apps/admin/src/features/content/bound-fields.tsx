import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { ImageField } from '../../components/image-field';
import { DateTimeField } from '../marketing/datetime-field';
import { MarkdownEditor } from './markdown-editor';

/*
 * Fields that keep their own state (an upload, a toolbar, a date on the owner's clock) bound
 * to one field of a form, so each form does not wire a Controller around them by hand.
 */

type Bound<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };

/** The field's value and handlers, and its error message (from the rules or the server). */
function useBound<T extends FieldValues>({ control, name }: Bound<T>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message };
}

export function FormImageField<T extends FieldValues>({
  control,
  name,
  ...shown
}: Bound<T> & { label: string; description?: string }) {
  const { field, error } = useBound({ control, name });
  return (
    <ImageField
      {...shown}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      error={error}
    />
  );
}

export function FormMarkdownEditor<T extends FieldValues>({
  control,
  name,
  ...shown
}: Bound<T> & { label: string; rows?: number }) {
  const { field, error } = useBound({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <MarkdownEditor
      {...shown}
      {...{ name, onChange, onBlur, error }}
      value={value ?? ''}
      inputRef={ref}
    />
  );
}

export function FormDateTimeField<T extends FieldValues>({
  control,
  name,
  ...shown
}: Bound<T> & { label: string; emptyHint: string }) {
  const { field, error } = useBound({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return <DateTimeField {...shown} {...{ name, value, onChange, onBlur, error }} inputRef={ref} />;
}
