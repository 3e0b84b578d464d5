import { dayChip } from '@oficina/core';

/**
 * The days with a free time, as a horizontal strip of large buttons. It is a real form: each
 * day is a submit button carrying `dia`, so without JavaScript the browser asks the server for
 * that day's times; with it, `onPick` shows them at once.
 */
export function DayStrip({
  days,
  selected,
  hidden,
  onPick,
  label = 'Escolha o dia',
}: {
  days: string[];
  selected: string | undefined;
  /** Values the form carries along (the service). */
  hidden: Record<string, string>;
  onPick?: (day: string) => void;
  label?: string;
}) {
  return (
    <form
      method="get"
      className="booking-step"
      onSubmit={(event) => {
        if (!onPick) return;
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (!submitter?.value) return;
        event.preventDefault();
        onPick(submitter.value);
      }}
    >
      <fieldset>
        <legend className="booking-step__title">{label}</legend>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {days.length === 0 ? (
          <p className="booking-empty">Nenhum dia com horário livre nas próximas semanas.</p>
        ) : (
          <div className="day-strip">
            {days.map((day) => {
              const chip = dayChip(day);
              return (
                <button
                  key={day}
                  type="submit"
                  name="dia"
                  value={day}
                  className="day-chip"
                  aria-pressed={day === selected}
                  aria-label={chip.long}
                >
                  <span className="day-chip__weekday">{chip.weekday}</span>
                  <span className="day-chip__day">{chip.day}</span>
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
    </form>
  );
}

/** The free times of a day as large buttons, in a form that submits the one pressed. */
export function TimeButtons({
  times,
  selected,
  hidden,
  name,
  method = 'get',
  action,
  onPick,
  label = 'Escolha o horário',
}: {
  times: Array<{ value: string; label: string }>;
  selected: string | undefined;
  hidden: Record<string, string>;
  name: string;
  method?: 'get' | 'post';
  action?: string;
  onPick?: (value: string) => void;
  label?: string;
}) {
  return (
    <form
      method={method}
      action={action}
      className="booking-step"
      onSubmit={(event) => {
        if (!onPick) return;
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (!submitter?.value) return;
        event.preventDefault();
        onPick(submitter.value);
      }}
    >
      <fieldset>
        <legend className="booking-step__title">{label}</legend>
        {Object.entries(hidden).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        {times.length === 0 ? (
          <p className="booking-empty">Nenhum horário livre neste dia. Escolha outro dia.</p>
        ) : (
          <div className="time-grid">
            {times.map((time) => (
              <button
                key={time.value}
                type="submit"
                name={name}
                value={time.value}
                className="time-button"
                aria-pressed={time.value === selected}
              >
                {time.label}
              </button>
            ))}
          </div>
        )}
      </fieldset>
    </form>
  );
}
