import {
  BOOKING_STATUS_LABELS,
  type Booking,
  dayChip,
  formatTime,
  shiftIsoDate,
  vehicleText,
  workshopTime,
} from '@oficina/core';
import { toast } from '@site/features/toasts';
import { useNavigate } from '@tanstack/react-router';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { trpc } from '../../lib/trpc';
import { type AgendaSearch, byDayAndHour, todayIso, viewDays } from './agenda-model';
import { BookingDialog } from './booking-dialog';
import { CalendarFeedCard } from './calendar-feed-card';
import { NewBookingDialog } from './new-booking-dialog';
import './agenda.css';

/**
 * /admin/agenda: the owner's appointments, phone first. A day (times down the side, bookings as
 * cards) or a week; tapping a booking opens what can be done with it. The alert mail's
 * "Confirmar agendamento" opens it here with `acao=confirmar`, which confirms it at once.
 */
export function AgendaPage({ search }: { search: AgendaSearch }) {
  const navigate = useNavigate();
  const day = search.dia ?? todayIso();
  const view = search.visao ?? 'dia';
  const days = viewDays(day, view);
  const list = trpc.bookings.list.useQuery({ from: days[0], to: days.at(-1), limit: 100 });
  const services = trpc.services.list.useQuery({ include_inactive: 'true' });
  const [creating, setCreating] = useState(false);
  const go = (next: AgendaSearch) => void navigate({ to: '/agenda', search: next });
  const serviceTitle = (id: number) =>
    services.data?.find((service) => service.id === id)?.title ?? 'Serviço removido';
  const opened = list.data?.items.find((booking) => booking.id === search.agendamento);
  useConfirmFromMail(search, () => go({ ...search, acao: undefined }));
  const step = view === 'dia' ? 1 : 7;

  return (
    <AdminPage
      title="Agenda"
      description="Agendamentos feitos pelo site, pelo telefone e pelas integrações."
      actions={
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          onClick={() => setCreating(true)}
        >
          <CalendarPlus aria-hidden="true" size={18} />
          Novo agendamento
        </button>
      }
    >
      <nav className="agenda-toolbar" aria-label="Período da agenda">
        <div className="agenda-toolbar__nav">
          <button
            type="button"
            className="admin-icon-btn"
            onClick={() => go({ dia: shiftIsoDate(day, -step), visao: view })}
          >
            <ChevronLeft aria-hidden="true" size={20} />
            <span className="admin-sr-only">
              {view === 'dia' ? 'Dia anterior' : 'Semana anterior'}
            </span>
          </button>
          <button type="button" className="admin-btn" onClick={() => go({ visao: view })}>
            Hoje
          </button>
          <button
            type="button"
            className="admin-icon-btn"
            onClick={() => go({ dia: shiftIsoDate(day, step), visao: view })}
          >
            <ChevronRight aria-hidden="true" size={20} />
            <span className="admin-sr-only">
              {view === 'dia' ? 'Próximo dia' : 'Próxima semana'}
            </span>
          </button>
        </div>
        <fieldset className="agenda-toolbar__views agenda-group">
          <legend className="admin-sr-only">Visualização</legend>
          <button
            type="button"
            className="admin-btn"
            aria-pressed={view === 'dia'}
            onClick={() => go({ dia: day, visao: 'dia' })}
          >
            Dia
          </button>
          <button
            type="button"
            className="admin-btn"
            aria-pressed={view === 'semana'}
            onClick={() => go({ dia: day, visao: 'semana' })}
          >
            Semana
          </button>
        </fieldset>
      </nav>
      <QueryState query={list}>
        {(data) => {
          const grouped = byDayAndHour(data.items);
          return (
            <div className={`agenda agenda--${view}`}>
              {days.map((date) => (
                <AgendaDay
                  key={date}
                  date={date}
                  short={view === 'semana'}
                  hours={grouped.get(date)}
                  serviceTitle={serviceTitle}
                  onOpen={(booking) =>
                    go({ ...search, dia: day, visao: view, agendamento: booking.id })
                  }
                />
              ))}
            </div>
          );
        }}
      </QueryState>
      <CalendarFeedCard />
      {opened ? (
        <BookingDialog
          booking={opened}
          serviceTitle={serviceTitle(opened.service_id)}
          onClose={() => go({ dia: day, visao: view })}
          onChanged={() => void list.refetch()}
        />
      ) : null}
      {creating ? (
        <NewBookingDialog
          services={(services.data ?? []).map((service) => ({
            id: service.id,
            title: service.title,
          }))}
          onClose={() => setCreating(false)}
          onCreated={(booking) => {
            setCreating(false);
            void list.refetch();
            go({
              dia: workshopTime(new Date(booking.starts_at)).isoDate,
              visao: view,
              agendamento: booking.id,
            });
          }}
        />
      ) : null}
    </AdminPage>
  );
}

function AgendaDay({
  date,
  short,
  hours,
  serviceTitle,
  onOpen,
}: {
  date: string;
  /** The week's columns are narrow: "ter 01/12". */
  short: boolean;
  hours: Map<number, Booking[]> | undefined;
  serviceTitle: (id: number) => string;
  onOpen: (booking: Booking) => void;
}) {
  const chip = dayChip(date);
  const entries = [...(hours?.entries() ?? [])].sort(([a], [b]) => a - b);
  return (
    <section className="agenda-day" aria-label={chip.long}>
      <h2 className="agenda-day__title">{short ? `${chip.weekday} ${chip.day}` : chip.long}</h2>
      {entries.length === 0 ? (
        <p className="admin-muted agenda-day__empty">Nenhum agendamento.</p>
      ) : (
        <ol className="agenda-hours">
          {entries.map(([hour, bookings]) => (
            <li key={hour} className="agenda-hour">
              <span className="agenda-hour__label">{String(hour).padStart(2, '0')}:00</span>
              <ul className="agenda-cards">
                {bookings.map((booking) => (
                  <li key={booking.id}>
                    <button
                      type="button"
                      className={`agenda-card agenda-card--${booking.status}`}
                      onClick={() => onOpen(booking)}
                    >
                      <span className="agenda-card__time">
                        {formatTime(booking.starts_at)}–{formatTime(booking.ends_at)}
                      </span>
                      <span className="agenda-card__name">{booking.name}</span>
                      <span className="agenda-card__meta">
                        {serviceTitle(booking.service_id)} · {vehicleText(booking.vehicle)}
                      </span>
                      <span className="agenda-card__status">
                        {BOOKING_STATUS_LABELS[booking.status]}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The alert mail's one-tap confirmation: confirms the booking once the agenda opens it. */
function useConfirmFromMail(search: AgendaSearch, done: () => void) {
  const confirm = trpc.bookings.patch.useMutation();
  const utils = trpc.useUtils();
  const started = useRef(false);
  useEffect(() => {
    if (search.acao !== 'confirmar' || !search.agendamento || started.current) return;
    started.current = true;
    confirm
      .mutateAsync({ id: search.agendamento, status: 'confirmado' })
      .then(() => {
        toast.success('Agendamento confirmado. O cliente recebe a confirmação por e-mail.');
        void utils.bookings.list.invalidate();
      })
      .catch((error: Error) => toast.error(error.message))
      .finally(done);
  }, [search.acao, search.agendamento, confirm, utils, done]);
}
