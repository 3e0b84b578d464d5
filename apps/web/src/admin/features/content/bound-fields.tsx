import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImageField } from '../../components/image-field';
import { MarkdownEditor } from './markdown-editor';

/*
 * Fields that keep their own state (an upload, a toolbar) bound to one field of a form: its
 * value, its changes and its error, so each form does not wire a Controller by hand.
 */

export function FormImageField<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          description={description}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormMarkdownEditor<T extends FieldValues>({
  control,
  name,
  label,
  rows,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  rows?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MarkdownEditor
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          rows={rows}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
