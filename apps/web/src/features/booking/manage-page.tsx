import {
  BOOKING_STATUS_LABELS,
  bookingWhatsAppMessage,
  dayChip,
  formatLongDateTime,
  formatTime,
  type ManagedBooking,
  vehicleText,
} from '@oficina/core';
import { CalendarPlus, MessageCircle } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useWhatsAppMessageLink } from '../whatsapp';
import { bookingErrorText } from './booking-errors';
import { bookingWindow } from './booking-page';
import { DayStrip, TimeButtons } from './day-strip';
import './booking.css';

export interface ManageSearch {
  novo?: boolean;
  cancelado?: boolean;
  remarcado?: boolean;
  cancelar?: boolean;
  remarcar?: boolean;
  dia?: string;
  erro?: string;
}

/**
 * /agendamento/<código>: the customer's booking, opened by its private link. The confirmation
 * after booking (`?novo=1`), the calendar file, a WhatsApp message to the workshop with the
 * booking, and — until the notice before it — cancelling or moving it, each a real form.
 */
export function ManagePage({ token, search }: { token: string; search: ManageSearch }) {
  const booking = trpc.bookings.manage.useQuery({ token }, { retry: false });
  if (!booking.data) {
    return (
      <div className="container container--narrow booking-page">
        <PageHeader title="Agendamento" />
        <p className="booking-alert">
          {booking.isPending ? 'Carregando…' : 'Este link de agendamento é inválido ou expirou.'}
        </p>
        <p>
          <a href="/agendar" className="btn btn--primary">
            Fazer um novo agendamento
          </a>
        </p>
      </div>
    );
  }
  return <ManagedBookingView token={token} booking={booking.data} search={search} />;
}

function ManagedBookingView({
  token,
  booking,
  search,
}: {
  token: string;
  booking: ManagedBooking;
  search: ManageSearch;
}) {
  const page = `/agendamento/${token}`;
  const whatsapp = useWhatsAppMessageLink(
    bookingWhatsAppMessage({
      id: booking.id,
      name: booking.name,
      service: booking.service_title,
      starts_at: booking.starts_at,
      vehicle: booking.vehicle,
    }),
  );
  const title = search.novo ? 'Agendamento recebido!' : 'Seu agendamento';
  const notice = search.cancelado
    ? 'Agendamento cancelado.'
    : search.remarcado
      ? 'Horário alterado. A oficina vai confirmar o novo horário.'
      : search.novo
        ? 'Pronto! A oficina vai confirmar o horário. Guarde este link para ver, remarcar ou cancelar.'
        : null;
  const error = bookingErrorText(search.erro, undefined);
  return (
    <div className="container container--narrow booking-page">
      <PageHeader title={title} />
      {notice ? (
        <p className="booking-success" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="booking-alert" role="alert">
          {error}
        </p>
      ) : null}
      <section className="booking-card" aria-labelledby="agendamento-resumo">
        <h2 id="agendamento-resumo" className="booking-card__title">
          {booking.service_title}
        </h2>
        <dl className="booking-card__facts">
          <dt>Quando</dt>
          <dd>{formatLongDateTime(booking.starts_at)}</dd>
          <dt>Situação</dt>
          <dd>
            <span className={`booking-status booking-status--${booking.status}`}>
              {BOOKING_STATUS_LABELS[booking.status]}
            </span>
          </dd>
          <dt>Veículo</dt>
          <dd>{vehicleText(booking.vehicle)}</dd>
          <dt>Nº do agendamento</dt>
          <dd>{booking.id}</dd>
        </dl>
        <div className="booking-card__actions">
          <a href={`${page}/agenda.ics`} download="agendamento.ics" className="btn btn--primary">
            <CalendarPlus aria-hidden="true" size={18} />
            Adicionar à agenda
          </a>
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn--whatsapp"
          >
            <MessageCircle aria-hidden="true" size={18} />
            Enviar para a oficina no WhatsApp
            <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
          </a>
        </div>
        <p className="booking-card__link">
          Link para ver, remarcar ou cancelar (guarde-o):{' '}
          <a href={page} className="booking-card__url">
            {page}
          </a>
        </p>
      </section>
      {booking.can_change ? (
        <ChangeBooking token={token} booking={booking} search={search} />
      ) : booking.status !== 'cancelado' ? (
        <p className="booking-fine">
          Mudanças pelo site só até {formatLongDateTime(booking.changeable_until)}. Para alterar
          agora, fale com a oficina pelo WhatsApp.
        </p>
      ) : null}
    </div>
  );
}

function ChangeBooking({
  token,
  booking,
  search,
}: {
  token: string;
  booking: ManagedBooking;
  search: ManageSearch;
}) {
  const page = `/agendamento/${token}`;
  return (
    <section className="booking-change" aria-labelledby="agendamento-mudar">
      <h2 id="agendamento-mudar" className="booking-step__title">
        Precisa mudar?
      </h2>
      <p className="booking-fine">
        Dá para remarcar ou cancelar por aqui até {formatLongDateTime(booking.changeable_until)}.
      </p>
      <div className="booking-change__choices">
        <a href={`${page}?remarcar=1`} className="btn btn--secondary">
          Remarcar
        </a>
        <a href={`${page}?cancelar=1`} className="btn btn--ghost">
          Cancelar agendamento
        </a>
      </div>
      {search.cancelar ? (
        <form method="post" action={`${page}/cancelar`} className="booking-step booking-confirm">
          <p>
            Cancelar o agendamento de {formatLongDateTime(booking.starts_at)}? O horário fica livre
            para outra pessoa.
          </p>
          <button type="submit" className="btn btn--primary">
            Sim, cancelar
          </button>{' '}
          <a href={page} className="btn btn--ghost">
            Não, manter
          </a>
        </form>
      ) : null}
      {search.remarcar ? <Reschedule token={token} day={search.dia} /> : null}
    </section>
  );
}

function Reschedule({ token, day }: { token: string; day: string | undefined }) {
  const page = `/agendamento/${token}`;
  const [availability] = trpc.bookings.manageAvailability.useSuspenseQuery({
    token,
    ...bookingWindow(),
  });
  const days = availability.days
    .filter((one) => one.slots.some((slot) => slot.available))
    .map((one) => one.date);
  const chosen = days.find((one) => one === day);
  const times = chosen
    ? (availability.days.find((one) => one.date === chosen)?.slots ?? [])
        .filter((slot) => slot.available)
        .map((slot) => ({ value: slot.starts_at, label: formatTime(slot.starts_at) }))
    : [];
  return (
    <>
      <DayStrip label="Novo dia" days={days} selected={chosen} hidden={{ remarcar: '1' }} />
      {chosen ? (
        <TimeButtons
          label={`Novo horário — ${dayChip(chosen).long}`}
          times={times}
          selected={undefined}
          name="starts_at"
          method="post"
          action={`${page}/remarcar`}
          hidden={{}}
        />
      ) : null}
    </>
  );
}
