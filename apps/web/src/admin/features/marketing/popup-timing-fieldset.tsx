import { Controller } from 'react-hook-form';
import { SwitchField, TextField } from '../../components/fields';
import { asNumber } from '../../lib/forms';
import { DateTimeField } from './datetime-field';
import { describeSeconds } from './durations';
import { asNumberOrNull, type PopupForm } from './popup-fields';
import type { PopupFormValues } from './popup-form';

/** One end of the period the popup is shown in, on the owner's clock. */
function PopupDateField({
  form,
  name,
  label,
  emptyHint,
}: {
  form: PopupForm;
  name: 'start_date' | 'expiry_date';
  label: string;
  emptyHint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          emptyHint={emptyHint}
        />
      )}
    />
  );
}

/** When the popup shows: its dates, delay, priority and countdown. */
export function PopupTimingFieldset({
  form,
  values,
}: {
  form: PopupForm;
  values: Partial<PopupFormValues>;
}) {
  const errors = form.formState.errors;
  return (
    <fieldset className="admin-fieldset">
      <legend>Quando aparece</legend>
      <div className="mkt-admin-pair">
        <PopupDateField
          form={form}
          name="start_date"
          label="Exibir a partir de"
          emptyHint="Vazio: aparece desde já."
        />
        <PopupDateField form={form} name="expiry_date" label="Até" emptyHint="Vazio: não expira." />
      </div>
      <div className="mkt-admin-pair">
        <TextField
          label="Atraso (segundos)"
          type="number"
          inputMode="numeric"
          min={0}
          max={3600}
          hint={
            typeof values.show_delay === 'number' && values.show_delay > 0
              ? `Aparece ${describeSeconds(values.show_delay)} depois de abrir a página.`
              : 'Aparece assim que a página abre.'
          }
          error={errors.show_delay?.message}
          {...form.register('show_delay', asNumber)}
        />
        <TextField
          label="Prioridade"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          hint="Com vários popups na mesma página, o de maior número aparece primeiro."
          error={errors.priority?.message}
          {...form.register('priority', asNumber)}
        />
      </div>
      <SwitchField
        label="Mostrar contagem regressiva"
        hint="Com data de término, conta até ela (a data aparece até as últimas 48 horas); sem data, conta a duração abaixo a partir da primeira vez que o visitante vê o popup. Ao chegar a zero, o popup fecha sozinho."
        {...form.register('show_timer')}
      />
      {values.show_timer === true ? (
        <TextField
          label="Duração da contagem (segundos)"
          type="number"
          inputMode="numeric"
          min={1}
          max={86_400}
          required
          hint={
            typeof values.timer_duration === 'number' && values.timer_duration > 0
              ? `= ${describeSeconds(values.timer_duration)}`
              : 'Por exemplo, 300 para 5 minutos.'
          }
          error={errors.timer_duration?.message}
          {...form.register('timer_duration', asNumberOrNull)}
        />
      ) : null}
    </fieldset>
  );
}
