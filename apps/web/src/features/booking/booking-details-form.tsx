import { TRPCClientError } from '@trpc/client';
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { type AppRouter, trpc } from '../../lib/trpc';
import { FormField } from '../contact-form/form-field';
import { BOOKING_FIELD_LABELS } from './booking-errors';

type Errors = Record<string, string>;

/** The form's fields as `bookings.create` takes them (the same names the form posts). */
function bookingOf(form: HTMLFormElement, elapsed: number) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const year = text('year');
  return {
    service_id: Number(text('service_id')),
    starts_at: text('starts_at'),
    name: text('name'),
    phone: text('phone'),
    email: text('email') || null,
    vehicle: {
      make: text('make'),
      model: text('model'),
      year: year ? Number(year) : null,
      plate: text('plate') || null,
    },
    notes: text('notes') || null,
    lgpd_consent: data.get('lgpd_consent') !== null,
    website: text('website'),
    elapsed_ms: elapsed,
  };
}

/** Field errors from the server's 400, keyed by the form's field names. */
function errorsOf(error: unknown): { message: string; errors: Errors; taken: boolean } {
  if (!(error instanceof TRPCClientError) || !error.data) {
    return {
      message:
        'Sem conexão com a oficina agora. Verifique a internet e tente de novo — seus dados continuam no formulário.',
      errors: {},
      taken: false,
    };
  }
  const data = (error as TRPCClientError<AppRouter>).data;
  const errors: Errors = {};
  for (const issue of data?.issues ?? []) {
    const path = issue.path.join('.');
    const field = path.startsWith('vehicle.') ? path.slice('vehicle.'.length) : path;
    errors[field] ??= issue.message;
  }
  return { message: error.message, errors, taken: data?.httpStatus === 409 };
}

const FIELD_ORDER = [
  'name',
  'phone',
  'email',
  'make',
  'model',
  'year',
  'plate',
  'notes',
  'lgpd_consent',
];

/**
 * The last step: who is coming and with which car. A real form posted to /agendar (it works
 * without JavaScript); with it, the booking is sent from here, a refused field is marked where
 * it is, and what was typed stays.
 */
export function BookingDetailsForm({
  serviceId,
  startsAt,
  whenText,
  consentText,
  onTaken,
}: {
  serviceId: number;
  startsAt: string;
  whenText: string;
  consentText: string;
  /** The time was taken meanwhile: the page shows the day's times again. */
  onTaken: (message: string) => void;
}) {
  const create = trpc.bookings.create.useMutation();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setFailure(null);
    try {
      const created = await create.mutateAsync(
        bookingOf(form, Math.round(performance.now() - shownAt.current)) as never,
      );
      // The confirmation is the booking's own page, opened by its private link.
      window.location.assign(`${new URL(created.manage_url).pathname}?novo=1`);
    } catch (error) {
      const { message, errors: fields, taken } = errorsOf(error);
      if (taken) {
        onTaken(message);
        return;
      }
      setErrors(fields);
      setFailure(message);
      const first = FIELD_ORDER.find((field) => fields[field]);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: string,
    label: string,
    input: (aria: Record<string, unknown>) => ReactElement,
    marker: 'required' | 'optional' = 'required',
    hint?: string,
  ) => (
    <FormField
      id={`agendar-${name}`}
      label={label}
      marker={marker}
      hint={hint}
      error={errors[name] ?? null}
    >
      {(aria) => input({ ...aria, name })}
    </FormField>
  );

  return (
    <form
      method="post"
      action="/agendar"
      className="booking-step booking-details"
      onSubmit={onSubmit}
      noValidate={false}
    >
      <h2 className="booking-step__title">Seus dados</h2>
      <p className="booking-details__when">{whenText}</p>
      <input type="hidden" name="service_id" value={serviceId} />
      <input type="hidden" name="starts_at" value={startsAt} />
      {field('name', 'Nome', (aria) => (
        <input {...aria} type="text" autoComplete="name" required minLength={2} maxLength={120} />
      ))}
      {field('phone', 'Telefone (WhatsApp)', (aria) => (
        <input
          {...aria}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={40}
          pattern="[\s\(\)\+\-]*(\d[\s\(\)\+\-]*){8,15}"
        />
      ))}
      {field(
        'email',
        'E-mail',
        (aria) => (
          <input {...aria} type="email" autoComplete="email" maxLength={200} />
        ),
        'optional',
        'Para receber a confirmação, o lembrete e o arquivo da agenda.',
      )}
      <div className="booking-details__row">
        {field('make', 'Marca do carro', (aria) => (
          <input {...aria} type="text" required maxLength={60} placeholder="Ex.: Fiat" />
        ))}
        {field('model', 'Modelo', (aria) => (
          <input {...aria} type="text" required maxLength={60} placeholder="Ex.: Argo" />
        ))}
      </div>
      <div className="booking-details__row">
        {field(
          'year',
          'Ano',
          (aria) => (
            <input {...aria} type="number" inputMode="numeric" min={1950} max={2100} />
          ),
          'optional',
        )}
        {field(
          'plate',
          'Placa',
          (aria) => (
            <input
              {...aria}
              type="text"
              maxLength={10}
              autoCapitalize="characters"
              placeholder="ABC1D23"
            />
          ),
          'optional',
        )}
      </div>
      {field(
        'notes',
        'Observações',
        (aria) => (
          <textarea
            {...aria}
            rows={3}
            maxLength={1000}
            placeholder="O que está acontecendo com o ar?"
          />
        ),
        'optional',
      )}
      {/* A field people never see: a bot that fills it is refused. */}
      <div className="booking-details__trap" aria-hidden="true">
        <label>
          Site
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className={errors.lgpd_consent ? 'form-check form-field--invalid' : 'form-check'}>
        <input
          id="agendar-lgpd"
          type="checkbox"
          name="lgpd_consent"
          value="on"
          required
          aria-describedby={errors.lgpd_consent ? 'agendar-lgpd-erro' : undefined}
        />
        <label htmlFor="agendar-lgpd">{consentText}</label>
        {errors.lgpd_consent ? (
          <p id="agendar-lgpd-erro" className="form-field__error">
            {errors.lgpd_consent}
          </p>
        ) : null}
      </div>
      <div role="alert" className="booking-details__status">
        {failure ? <p className="booking-alert">{failure}</p> : null}
      </div>
      <button
        type="submit"
        className="btn btn--primary btn--block booking-details__send"
        disabled={sending}
      >
        {sending ? 'Agendando…' : 'Confirmar agendamento'}
      </button>
      <p className="booking-details__fine">
        Campos com * são obrigatórios. {BOOKING_FIELD_LABELS.lgpd_consent} é necessária para
        agendar.
      </p>
    </form>
  );
}
