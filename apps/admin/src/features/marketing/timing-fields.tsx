import type { ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { SwitchField } from '../../components/fields';
import { FormText } from '../../kit/forms/form-fields';
import { asNumber } from '../../lib/forms';
import { secondsHint } from './durations';

// biome-ignore lint/suspicious/noExplicitAny: the validated output plays no part here
type AnyForm<F extends FieldValues> = UseFormReturn<F, any, any>;

/** "Mostrar no site": the config's `active` switch; `hint` says what disappears when off. */
export function ShowOnSiteField<F extends FieldValues>({
  form,
  hint,
}: {
  form: AnyForm<F>;
  hint: string;
}) {
  return (
    <SwitchField label="Mostrar no site" hint={hint} {...form.register('active' as Path<F>)} />
  );
}

/** The "Tempos" group: how long each rotating item stays on screen. */
export function TimesFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Tempos</legend>
      <div className="mkt-admin-pair">{children}</div>
    </fieldset>
  );
}

/** A duration in seconds (half seconds allowed), its hint repeating it in words. */
export function SecondsField<F extends FieldValues>({
  form,
  name,
  label,
  max,
  what,
}: {
  form: AnyForm<F>;
  name: Path<F>;
  label: string;
  max: number;
  /** What the time is for ("Tempo de cada mensagem na tela."). */
  what: string;
}) {
  const seconds = useWatch({ control: form.control, name });
  return (
    <FormText
      form={form}
      name={name}
      options={asNumber}
      label={label}
      type="number"
      inputMode="decimal"
      min={1}
      max={max}
      step={0.5}
      required
      hint={secondsHint(seconds, what)}
    />
  );
}

/** A whole percentage from 1 to 100 (the discount of a seal or an offer). */
export function DiscountField<F extends FieldValues>({
  form,
  hint,
}: {
  form: AnyForm<F>;
  hint?: string;
}) {
  return (
    <FormText
      form={form}
      name={'discount_percentage' as Path<F>}
      options={asNumber}
      label="Desconto (%)"
      type="number"
      inputMode="numeric"
      min={1}
      max={100}
      required
      hint={hint}
    />
  );
}
