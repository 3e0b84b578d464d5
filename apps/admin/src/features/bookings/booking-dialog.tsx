import {
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingStatus,
  buildWhatsAppLink,
  callLink,
  dayChip,
  formatLongDateTime,
  formatTime,
  shiftIsoDate,
  vehicleText,
  workshopTime,
} from '@oficina/core';
import { toast } from '@site/features/toasts';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { trpc } from '../../lib/trpc';

/**
 * One booking and what the owner does with it: confirm, move (only to free times), mark done or
 * missed, cancel, call or message the customer. Each change goes through the API's update, so
 * it is checked, audited and mailed like any other.
 */
export function BookingDialog({
  booking,
  serviceTitle,
  onClose,
  onChanged,
}: {
  booking: Booking;
  serviceTitle: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const patch = trpc.bookings.patch.useMutation();
  const confirm = useConfirm();
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const change = async (changes: { status?: BookingStatus; starts_at?: string }, done: string) => {
    try {
      await patch.mutateAsync({ id: booking.id, ...changes });
      toast.success(done);
      setMoving(false);
      onChanged();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const cancel = async () => {
    const sure = await confirm({
      title: 'Cancelar este agendamento?',
      message: <p>O horário fica livre e o cliente recebe um e-mail, se informou um.</p>,
      confirmLabel: 'Cancelar agendamento',
      cancelLabel: 'Manter',
      danger: true,
    });
    if (sure) await change({ status: 'cancelado' }, 'Agendamento cancelado.');
  };
  const call = callLink(booking.phone);
  const whatsapp = buildWhatsAppLink(
    booking.phone,
    `Olá, ${booking.name.split(/\s+/)[0]}! Sobre o seu agendamento de ${serviceTitle} em ${formatLongDateTime(booking.starts_at)}.`,
  );
  const open = booking.status === 'pendente' || booking.status === 'confirmado';

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby="agendamento-titulo"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog__body">
        <header className="admin-dialog__header">
          <h2 id="agendamento-titulo">{booking.name}</h2>
          <button type="button" className="admin-icon-btn" onClick={onClose}>
            <X aria-hidden="true" size={20} />
            <span className="admin-sr-only">Fechar</span>
          </button>
        </header>
        <div className="admin-dialog__content">
          <dl className="agenda-facts">
            <dt>Quando</dt>
            <dd>
              {formatLongDateTime(booking.starts_at)} até {formatTime(booking.ends_at)}
            </dd>
            <dt>Serviço</dt>
            <dd>{serviceTitle}</dd>
            <dt>Veículo</dt>
            <dd>{vehicleText(booking.vehicle)}</dd>
            <dt>Telefone</dt>
            <dd>{booking.phone}</dd>
            {booking.email ? (
              <>
                <dt>E-mail</dt>
                <dd>{booking.email}</dd>
              </>
            ) : null}
            {booking.notes ? (
              <>
                <dt>Observações</dt>
                <dd>{booking.notes}</dd>
              </>
            ) : null}
            <dt>Situação</dt>
            <dd>{BOOKING_STATUS_LABELS[booking.status]}</dd>
            <dt>Origem</dt>
            <dd>
              {{ site: 'Site', painel: 'Painel (telefone)', api: 'Integração' }[booking.source]}
            </dd>
          </dl>
          <div className="agenda-actions">
            {booking.status === 'pendente' ? (
              <button
                type="button"
                className="admin-btn admin-btn--primary"
                disabled={patch.isPending}
                onClick={() => void change({ status: 'confirmado' }, 'Agendamento confirmado.')}
              >
                Confirmar
              </button>
            ) : null}
            {open ? (
              <button
                type="button"
                className="admin-btn"
                onClick={() => setMoving((value) => !value)}
                aria-expanded={moving}
              >
                Mover
              </button>
            ) : null}
            {booking.status !== 'cancelado' && booking.status !== 'concluido' ? (
              <button
                type="button"
                className="admin-btn"
                disabled={patch.isPending}
                onClick={() => void change({ status: 'concluido' }, 'Marcado como concluído.')}
              >
                Concluído
              </button>
            ) : null}
            {open ? (
              <button
                type="button"
                className="admin-btn"
                disabled={patch.isPending}
                onClick={() =>
                  void change({ status: 'nao_compareceu' }, 'Marcado como não compareceu.')
                }
              >
                Não compareceu
              </button>
            ) : null}
            {call ? (
              <a className="admin-btn" href={call}>
                Ligar
              </a>
            ) : null}
            <a className="admin-btn" href={whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp<span className="admin-sr-only"> (abre em nova aba)</span>
            </a>
            {booking.status !== 'cancelado' ? (
              <button
                type="button"
                className="admin-btn admin-btn--danger"
                disabled={patch.isPending}
                onClick={() => void cancel()}
              >
                Cancelar agendamento
              </button>
            ) : null}
          </div>
          {moving ? (
            <MovePicker
              booking={booking}
              onPick={(startsAt) =>
                void change({ starts_at: startsAt }, `Movido para ${formatLongDateTime(startsAt)}.`)
              }
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

/** The free times of the next 14 days for this booking (its own place counts as free). */
function MovePicker({ booking, onPick }: { booking: Booking; onPick: (startsAt: string) => void }) {
  const today = workshopTime(new Date()).isoDate;
  const free = trpc.bookings.moveOptions.useQuery({
    id: booking.id,
    from: today,
    to: shiftIsoDate(today, 13),
  });
  const [day, setDay] = useState<string | null>(null);
  if (free.isPending) return <p className="admin-muted">Carregando horários livres…</p>;
  if (!free.data)
    return <p className="admin-alert admin-alert--error">Não foi possível carregar os horários.</p>;
  const days = free.data.days.filter((one) => one.slots.some((slot) => slot.available));
  const chosen = days.find((one) => one.date === day) ?? days[0];
  return (
    <div className="agenda-move">
      <h3>Mover para</h3>
      <fieldset className="agenda-move__days agenda-group">
        <legend className="admin-sr-only">Dia</legend>
        {days.map((one) => (
          <button
            key={one.date}
            type="button"
            className="admin-btn"
            aria-pressed={one.date === chosen?.date}
            onClick={() => setDay(one.date)}
          >
            {dayChip(one.date).weekday} {dayChip(one.date).day}
          </button>
        ))}
      </fieldset>
      <fieldset className="agenda-move__times agenda-group">
        <legend className="admin-sr-only">Horário livre</legend>
        {(chosen?.slots ?? [])
          .filter((slot) => slot.available)
          .map((slot) => (
            <button
              key={slot.starts_at}
              type="button"
              className="admin-btn"
              onClick={() => onPick(slot.starts_at)}
            >
              {formatTime(slot.starts_at)}
            </button>
          ))}
      </fieldset>
    </div>
  );
}
