import type { ComponentPropsWithoutRef } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { type ShellProps, TextAreaField, TextField } from '../../components/fields';

/** Any form: these fields read and register by name, whatever the form's validated output. */
// biome-ignore lint/suspicious/noExplicitAny: the output type plays no part here
type AnyForm<F extends FieldValues> = UseFormReturn<F, any, any>;

type Named<F extends FieldValues> = {
  form: AnyForm<F>;
  name: Path<F>;
  /** register()'s options, e.g. `asNumber` for a number box. */
  options?: RegisterOptions<F, Path<F>>;
};

/** The validation message of `name`, nested paths included ("messages.0.text"). */
export function errorOf<F extends FieldValues>(form: AnyForm<F>, name: Path<F>) {
  return (get(form.formState.errors, name) as FieldError | undefined)?.message;
}

type TextProps = Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'form'> &
  Omit<ShellProps, 'error'>;

/** A TextField registered in `form` under `name`, showing that field's error. */
export function FormText<F extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Named<F> & TextProps) {
  return <TextField {...props} error={errorOf(form, name)} {...form.register(name, options)} />;
}

type AreaProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'form'> &
  Omit<ShellProps, 'error'>;

/** A TextAreaField registered in `form` under `name`, showing that field's error. */
export function FormTextArea<F extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Named<F> & AreaProps) {
  return <TextAreaField {...props} error={errorOf(form, name)} {...form.register(name, options)} />;
}
