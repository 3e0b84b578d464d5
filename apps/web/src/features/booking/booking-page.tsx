import {
  type Availability,
  dayChip,
  formatLongDateTime,
  formatTime,
  shiftIsoDate,
  workshopTime,
} from '@oficina/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { usePublicSettings } from '../../lib/site-data';
import { trpc } from '../../lib/trpc';
import { useWhatsAppCta } from '../../routes/-shared/whatsapp-cta';
import { BookingDetailsForm } from './booking-details-form';
import { bookingErrorText } from './booking-errors';
import { DayStrip, TimeButtons } from './day-strip';
import '../contact-form/contact-form.css';
import './booking.css';

export interface BookingSearch {
  servico?: number;
  dia?: string;
  hora?: string;
  erro?: string;
  campo?: string;
}

/** The days the page asks for: today and the 30 after it (the API's 31-day window). */
export function bookingWindow(now = new Date()) {
  const from = workshopTime(now).isoDate;
  return { from, to: shiftIsoDate(from, 30) };
}

export const bookingEnabled = (settings: Record<string, string>) =>
  settings.booking_enabled !== 'false';

const CONSENT =
  'Concordo que a oficina use os dados informados para cuidar deste agendamento, conforme a Política de Privacidade.';

/**
 * /agendar: service → day → time → details, each a real form, so it works without JavaScript
 * (the server renders the step the address names). With JavaScript the same forms update the
 * page in place: one screen on a phone, days as a strip, free times as large buttons.
 */
export function BookingPage({ search }: { search: BookingSearch }) {
  const settings = usePublicSettings();
  const whatsapp = useWhatsAppCta('header_schedule', 'Agendar pelo WhatsApp');
  const enabled = bookingEnabled(settings);
  return (
    <div className="container container--narrow booking-page">
      <PageHeader
        title="Agendar serviço"
        subtitle="Escolha o serviço, o dia e o horário. Leva menos de um minuto."
      />
      {enabled ? (
        <BookingSteps search={search} />
      ) : (
        <p className="booking-alert">
          O agendamento pelo site está fechado no momento. Fale com a oficina pelo WhatsApp.
        </p>
      )}
      <p className="booking-whatsapp">
        Prefere combinar por mensagem?{' '}
        <a
          href={whatsapp.href}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn--whatsapp btn--sm"
        >
          {whatsapp.label}
          <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
        </a>
      </p>
    </div>
  );
}

function BookingSteps({ search }: { search: BookingSearch }) {
  const navigate = useNavigate();
  const [services] = trpc.services.list.useSuspenseQuery({});
  const bookable = services.filter((service) => service.bookable);
  const service = bookable.find((one) => one.id === search.servico);
  const [notice, setNotice] = useState<string | null>(null);
  const go = (next: BookingSearch) => {
    setNotice(null);
    void navigate({ to: '/agendar', search: next, resetScroll: false, replace: true });
  };
  const error = notice ?? bookingErrorText(search.erro, search.campo);

  return (
    <>
      {error ? (
        <p className="booking-alert" role="alert">
          {error}
        </p>
      ) : null}
      {service ? (
        <div className="booking-step booking-chosen">
          <h2 className="booking-step__title">Serviço</h2>
          <p className="booking-chosen__line">
            <span>
              <strong>{service.title}</strong> · {durationText(service.duration_minutes)}
            </span>
            <a
              href="/agendar"
              className="booking-chosen__change"
              onClick={(event) => {
                event.preventDefault();
                go({});
              }}
            >
              Trocar<span className="sr-only"> de serviço</span>
            </a>
          </p>
        </div>
      ) : (
        <form
          method="get"
          className="booking-step"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = Number(new FormData(event.currentTarget).get('servico'));
            if (chosen) go({ servico: chosen });
          }}
        >
          <fieldset>
            <legend className="booking-step__title">Escolha o serviço</legend>
            <div className="service-options">
              {bookable.map((one) => (
                <label key={one.id} className="service-option">
                  <input
                    type="radio"
                    name="servico"
                    value={one.id}
                    required
                    onChange={(event) => {
                      if (event.currentTarget.checked) go({ servico: one.id });
                    }}
                  />
                  <span className="service-option__title">{one.title}</span>
                  <span className="service-option__meta">{durationText(one.duration_minutes)}</span>
                </label>
              ))}
            </div>
            <noscript>
              <button type="submit" className="btn btn--primary booking-next">
                Ver dias livres
              </button>
            </noscript>
          </fieldset>
        </form>
      )}
      {service ? (
        <ServiceCalendar
          serviceId={service.id}
          serviceTitle={service.title}
          search={search}
          go={go}
          onTaken={(message) => {
            go({ servico: service.id, dia: search.dia });
            setNotice(`${message}. Escolha outro horário livre abaixo.`);
          }}
        />
      ) : null}
    </>
  );
}

function durationText(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

function ServiceCalendar({
  serviceId,
  serviceTitle,
  search,
  go,
  onTaken,
}: {
  serviceId: number;
  serviceTitle: string;
  search: BookingSearch;
  go: (next: BookingSearch) => void;
  onTaken: (message: string) => void;
}) {
  const [availability] = trpc.bookings.availability.useSuspenseQuery({
    service_id: serviceId,
    ...bookingWindow(),
  });
  const days = freeDays(availability);
  const stepRef = useRef<HTMLDivElement>(null);
  const picked = useRef(false);
  // After a pick (not on arrival: a page never moves by itself), the next step comes into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a picked time is a pick too, so it re-runs
  useEffect(() => {
    if (!picked.current) {
      picked.current = true;
      return;
    }
    if (search.dia) stepRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [search.dia, search.hora]);
  const day = days.find((one) => one === search.dia);
  const times = day ? freeTimes(availability, day) : [];
  const slot = search.hora ? times.find((time) => time.label === search.hora) : undefined;
  return (
    <div ref={stepRef}>
      <DayStrip
        days={days}
        selected={day}
        hidden={{ servico: String(serviceId) }}
        onPick={(picked) => go({ servico: serviceId, dia: picked })}
      />
      {day ? (
        <TimeButtons
          label={`Horários livres — ${dayChip(day).long}`}
          times={times}
          selected={slot?.label}
          name="hora"
          hidden={{ servico: String(serviceId), dia: day }}
          onPick={(picked) => go({ servico: serviceId, dia: day, hora: picked })}
        />
      ) : null}
      {slot ? (
        <BookingDetailsForm
          key={slot.startsAt}
          serviceId={serviceId}
          startsAt={slot.startsAt}
          whenText={`${serviceTitle} — ${formatLongDateTime(slot.startsAt)}`}
          consentText={CONSENT}
          onTaken={onTaken}
        />
      ) : null}
    </div>
  );
}

function freeDays(availability: Availability): string[] {
  return availability.days
    .filter((day) => day.slots.some((slot) => slot.available))
    .map((day) => day.date);
}

function freeTimes(availability: Availability, day: string) {
  return (availability.days.find((one) => one.date === day)?.slots ?? [])
    .filter((slot) => slot.available)
    .map((slot) => ({
      // The address carries the wall-clock time ("09:30"); the booking, the exact moment.
      value: formatTime(slot.starts_at),
      label: formatTime(slot.starts_at),
      startsAt: slot.starts_at,
    }));
}
