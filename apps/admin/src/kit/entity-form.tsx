import type { BaseSyntheticEvent, ReactNode } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { EditorDialog } from '../components/editor-dialog';
import { editorSave } from '../lib/editor-save';
import { friendlyResolver } from '../lib/friendly-errors';
import { formValues } from './form-values';
import type { Row } from './row-commands';
import type { Editing } from './use-editing';

type Schema = z.ZodType<unknown, FieldValues>;
type In<S extends Schema> = z.input<S> & FieldValues;
type Out<S extends Schema> = z.output<S> & FieldValues;

/** What the create/update mutation hooks get: the kit's save feedback. */
interface SaveOptions {
  onSuccess: () => Promise<void>;
  onError: (error: unknown) => void;
}

/** A create or update mutation (a tRPC `useMutation` result fits). */
interface SaveMutation<V> {
  mutate: (variables: V) => void;
  isPending: boolean;
}

export interface EntityFormOptions<S extends Schema, T extends Row> {
  /** The entity's input schema: checks the form and turns its values into the API's input. */
  schema: S;
  editing: Editing<T>;
  /** A new row's values; editing, each field comes from the row (null or missing: the default). */
  defaults: In<S>;
  /** Reads a row into the form when a field needs more than a copy (e.g. 0/1 into a switch). */
  fromRow?: (row: T) => In<S>;
  /** The entity's tRPC procedures, e.g. `trpc.faqs` (create and update). */
  procedures: {
    create: { useMutation: (options: SaveOptions) => SaveMutation<Out<S>> };
    update: { useMutation: (options: SaveOptions) => SaveMutation<Out<S> & { id: number }> };
  };
  /** Its tRPC utils, e.g. `utils.faqs`: everything cached about it is re-read after a save. */
  utils: { invalidate: () => Promise<unknown> };
  /** The toast after a save; a pair says creating and updating apart. */
  saved: string | { created: string; updated: string };
  /** Runs after a successful save, before the dialog closes (e.g. drop a browser draft). */
  onSaved?: () => void;
}

/** The props of an entity's editor: which row, and where a new one goes in the order. */
export interface EditorProps<T> {
  editing: Editing<T>;
  nextOrder: number;
}

export interface EntityForm<S extends Schema> {
  form: UseFormReturn<In<S>, unknown, Out<S>>;
  /** A registered field with its error message, to spread on a TextField and the like. */
  field: (
    name: FieldPath<In<S>>,
    options?: RegisterOptions<In<S>, FieldPath<In<S>>>,
  ) => ReturnType<UseFormReturn<In<S>>['register']> & { error?: string };
  error: (name: FieldPath<In<S>>) => string | undefined;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  close: () => void;
}

/**
 * The edit form of a row: values checked by the schema (plain-language messages), create or
 * update on submit, then the toast, the list re-read and the dialog closed; a refusal puts the
 * server's messages next to the fields and keeps the dialog open.
 */
export function useEntityForm<S extends Schema, T extends Row>(
  options: EntityFormOptions<S, T>,
): EntityForm<S> {
  const { editing, saved } = options;
  const form = useForm<In<S>, unknown, Out<S>>({
    resolver: friendlyResolver(options.schema),
    defaultValues: (editing.row
      ? (options.fromRow?.(editing.row) ?? formValues(editing.row, options.defaults))
      : options.defaults) as never,
  });
  const refresh = () => {
    options.onSaved?.();
    return options.utils.invalidate();
  };
  const after = editorSave(form, refresh, editing.close);
  const messages = typeof saved === 'string' ? { created: saved, updated: saved } : saved;
  const create = options.procedures.create.useMutation(after(messages.created));
  const update = options.procedures.update.useMutation(after(messages.updated));
  const error = (name: FieldPath<In<S>>) => form.getFieldState(name, form.formState).error?.message;
  return {
    form,
    field: (name, rules) => ({ ...form.register(name, rules), error: error(name) }),
    error,
    submit: form.handleSubmit((values) => {
      if (editing.row) update.mutate({ ...values, id: editing.row.id });
      else create.mutate(values);
    }),
    saving: create.isPending || update.isPending,
    close: editing.close,
  };
}

/** The dialog around an entity form: title, Salvar/Cancelar, and a guard on unsaved changes. */
export function EntityDialog<S extends Schema>({
  editor,
  title,
  formId,
  wide,
  before,
  children,
}: {
  editor: EntityForm<S>;
  title: string;
  formId: string;
  wide?: boolean;
  /** Above the form, e.g. the offer of a draft kept in the browser. */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <EditorDialog
      open
      wide={wide}
      title={title}
      formId={formId}
      dirty={editor.form.formState.isDirty}
      saving={editor.saving}
      onClose={editor.close}
    >
      {before}
      <form id={formId} className="admin-form" onSubmit={editor.submit} noValidate>
        {children}
      </form>
    </EditorDialog>
  );
}
