import type { ReactNode } from 'react';
import {
  type FieldError,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { TextAreaField, TextField } from '../../components/fields';
import { MAX_MESSAGES, MAX_STATISTICS } from './config-form';
import { ListShell, NumberedRows } from './list-rows';

// These fields work on any form that has the list; react-hook-form's types cannot express
// "a form with at least these fields", so the form is narrowed to just that part here.
type RowsForm = UseFormReturn<{ list: Record<string, string>[] }>;

/** One row's fields: their registration and their errors, by the field's name in the row. */
interface Row {
  register: (field: string) => UseFormRegisterReturn;
  error: (field: string) => string | undefined;
}

/** What sets each list apart, besides its rows' fields. */
const LISTS = {
  messages: {
    legend: 'Mensagens',
    addLabel: 'Adicionar mensagem',
    max: MAX_MESSAGES,
    min: 1,
    what: 'a mensagem',
    blank: { text: '' },
    empty: undefined,
  },
  statistics: {
    legend: 'Estatísticas',
    addLabel: 'Adicionar estatística',
    max: MAX_STATISTICS,
    min: 0,
    what: 'a estatística',
    blank: { value: '', label: '' },
    /** Said instead of the rows when there are none (only this list may be empty). */
    empty: 'Nenhuma estatística: o banner mostra só as mensagens.',
  },
} as const;

/**
 * A list of the form (messages, statistics) as numbered rows: add up to `max`, remove down to
 * `min`, move up and down; `children` draws one row's fields.
 */
function RowsField({
  form: anyForm,
  name,
  hint,
  children,
}: {
  form: unknown;
  name: keyof typeof LISTS;
  hint: ReactNode;
  children: (index: number, row: Row) => ReactNode;
}) {
  const { legend, addLabel, max, min, what, blank, empty } = LISTS[name];
  // Both lists are arrays of objects of texts; the form is narrowed to that part here.
  const form = anyForm as RowsForm;
  const list = name as 'list';
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: list });
  const errors = form.formState.errors[list];
  const rootError = (errors?.root as FieldError | undefined)?.message ?? errors?.message;
  const row = (index: number): Row => ({
    register: (field) => form.register(`${list}.${index}.${field}`),
    error: (field) => errors?.[index]?.[field]?.message,
  });
  return (
    <ListShell
      legend={legend}
      hint={hint}
      error={rootError}
      addLabel={addLabel}
      canAdd={fields.length < max}
      max={max}
      onAdd={() => append(blank, { shouldFocus: true })}
    >
      {fields.length === 0 && empty ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <NumberedRows ids={fields} min={min} what={what} move={move} remove={remove}>
          {(index) => children(index, row(index))}
        </NumberedRows>
      )}
    </ListShell>
  );
}

type AnyForm<F extends FieldValues, C> = UseFormReturn<F, unknown, C>;

/** Rotating messages: add, remove (at least one stays), move up and down. */
export function MessagesField<F extends FieldValues, C>({
  form,
  hint,
}: {
  form: AnyForm<F, C>;
  hint: ReactNode;
}) {
  return (
    <RowsField form={form} name="messages" hint={hint}>
      {(index, row) => (
        <TextAreaField
          label={<span className="admin-sr-only">Mensagem {index + 1}</span>}
          rows={2}
          maxLength={200}
          error={row.error('text')}
          {...row.register('text')}
        />
      )}
    </RowsField>
  );
}

/** Statistics ("90 dias de garantia"): add, remove, move up and down. */
export function StatisticsField<F extends FieldValues, C>({
  form,
  hint,
}: {
  form: AnyForm<F, C>;
  hint: ReactNode;
}) {
  return (
    <RowsField form={form} name="statistics" hint={hint}>
      {(index, row) => (
        <>
          <TextField
            label={`Número ${index + 1}`}
            maxLength={30}
            placeholder="90 dias"
            error={row.error('value')}
            {...row.register('value')}
          />
          <TextField
            label={`Descrição ${index + 1}`}
            maxLength={60}
            placeholder="de garantia no serviço"
            error={row.error('label')}
            {...row.register('label')}
          />
        </>
      )}
    </RowsField>
  );
}
