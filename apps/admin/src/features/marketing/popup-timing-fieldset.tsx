import { SwitchField } from '../../components/fields';
import { asNumber } from '../../lib/forms';
import { FormDateTimeField } from '../content/bound-fields';
import { NumberField } from '../content/number-field';
import { describeSeconds } from './durations';
import { asNumberOrNull, type PopupForm } from './popup-fields';
import type { PopupFormValues } from './popup-form';

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
        <FormDateTimeField
          control={form.control}
          name="start_date"
          label="Exibir a partir de"
          emptyHint="Vazio: aparece desde já."
        />
        <FormDateTimeField
          control={form.control}
          name="expiry_date"
          label="Até"
          emptyHint="Vazio: não expira."
        />
      </div>
      <div className="mkt-admin-pair">
        <NumberField
          label="Atraso (segundos)"
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
        <NumberField
          label="Prioridade"
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
        <NumberField
          label="Duração da contagem (segundos)"
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
