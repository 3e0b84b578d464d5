import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type FieldError,
  type FieldValues,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { TextAreaField, TextField } from '../../components/fields';
import { MAX_MESSAGES, MAX_STATISTICS, type MessageRow } from './config-form';

interface Stat {
  label: string;
  value: string;
}

// These fields work on any form that has the list; react-hook-form's types cannot express
// "a form with at least these fields", so the form is narrowed to just that part here.
type MessagesForm = UseFormReturn<{ messages: MessageRow[] }>;
type StatisticsForm = UseFormReturn<{ statistics: Stat[] }>;

function RowButtons({
  index,
  count,
  min,
  what,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  min: number;
  what: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="mkt-admin-row__actions">
      <button
        type="button"
        className="admin-icon-btn"
        onClick={() => onMove(index - 1)}
        disabled={index === 0}
        aria-label={`Mover ${what} ${index + 1} para cima`}
      >
        <ArrowUp aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="admin-icon-btn"
        onClick={() => onMove(index + 1)}
        disabled={index === count - 1}
        aria-label={`Mover ${what} ${index + 1} para baixo`}
      >
        <ArrowDown aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="admin-icon-btn admin-btn--danger-ghost"
        onClick={onRemove}
        disabled={count <= min}
        aria-label={`Remover ${what} ${index + 1}`}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

function ListShell({
  legend,
  hint,
  error,
  children,
  addLabel,
  canAdd,
  onAdd,
  max,
}: {
  legend: string;
  hint: ReactNode;
  error?: string;
  children: ReactNode;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  max: number;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      <p className="admin-field__hint">{hint}</p>
      {children}
      {error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-row">
        <button
          type="button"
          className="admin-btn admin-btn--small"
          onClick={onAdd}
          disabled={!canAdd}
        >
          <Plus aria-hidden="true" size={16} />
          {addLabel}
        </button>
        {canAdd ? null : <span className="admin-muted">Máximo de {max}.</span>}
      </div>
    </fieldset>
  );
}

/** The numbered rows of a list, each with its fields and the move and remove buttons. */
function NumberedRows({
  ids,
  min,
  what,
  move,
  remove,
  children,
}: {
  ids: readonly { id: string }[];
  min: number;
  /** The row in words, for the buttons' names ("a mensagem"). */
  what: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  children: (index: number) => ReactNode;
}) {
  return (
    <ol className="mkt-admin-rows">
      {ids.map((row, index) => (
        <li key={row.id} className="mkt-admin-row">
          <span className="mkt-admin-row__number" aria-hidden="true">
            {index + 1}.
          </span>
          <div className="mkt-admin-row__fields">{children(index)}</div>
          <RowButtons
            index={index}
            count={ids.length}
            min={min}
            what={what}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        </li>
      ))}
    </ol>
  );
}

/** Rotating messages: add, remove (at least one stays), move up and down. */
export function MessagesField<F extends FieldValues, C>({
  form: anyForm,
  hint,
}: {
  form: UseFormReturn<F, unknown, C>;
  hint: ReactNode;
}) {
  const form = anyForm as unknown as MessagesForm;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'messages',
  });
  const errors = form.formState.errors.messages;
  const rootError = (errors?.root as FieldError | undefined)?.message ?? errors?.message;
  return (
    <ListShell
      legend="Mensagens"
      hint={hint}
      error={rootError}
      addLabel="Adicionar mensagem"
      canAdd={fields.length < MAX_MESSAGES}
      max={MAX_MESSAGES}
      onAdd={() => append({ text: '' }, { shouldFocus: true })}
    >
      <NumberedRows ids={fields} min={1} what="a mensagem" move={move} remove={remove}>
        {(index) => (
          <TextAreaField
            label={<span className="admin-sr-only">Mensagem {index + 1}</span>}
            rows={2}
            maxLength={200}
            error={errors?.[index]?.text?.message}
            {...form.register(`messages.${index}.text`)}
          />
        )}
      </NumberedRows>
    </ListShell>
  );
}

/** Statistics ("90 dias de garantia"): add, remove, move up and down. */
export function StatisticsField<F extends FieldValues, C>({
  form: anyForm,
  hint,
}: {
  form: UseFormReturn<F, unknown, C>;
  hint: ReactNode;
}) {
  const form = anyForm as unknown as StatisticsForm;
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'statistics',
  });
  const errors = form.formState.errors.statistics;
  const rootError = (errors?.root as FieldError | undefined)?.message ?? errors?.message;
  return (
    <ListShell
      legend="Estatísticas"
      hint={hint}
      error={rootError}
      addLabel="Adicionar estatística"
      canAdd={fields.length < MAX_STATISTICS}
      max={MAX_STATISTICS}
      onAdd={() => append({ value: '', label: '' }, { shouldFocus: true })}
    >
      {fields.length === 0 ? (
        <p className="admin-muted">Nenhuma estatística: o banner mostra só as mensagens.</p>
      ) : (
        <NumberedRows ids={fields} min={0} what="a estatística" move={move} remove={remove}>
          {(index) => (
            <>
              <TextField
                label={`Número ${index + 1}`}
                maxLength={30}
                placeholder="90 dias"
                error={errors?.[index]?.value?.message}
                {...form.register(`statistics.${index}.value`)}
              />
              <TextField
                label={`Descrição ${index + 1}`}
                maxLength={60}
                placeholder="de garantia no serviço"
                error={errors?.[index]?.label?.message}
                {...form.register(`statistics.${index}.label`)}
              />
            </>
          )}
        </NumberedRows>
      )}
    </ListShell>
  );
}
