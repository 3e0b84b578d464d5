import { formatLongDateTime } from '@oficina/core';
import type { ApiDeps } from '../context';
import { notifyPanelDevices } from '../push/lead-push';
import type { BookingRow } from './service';

/** "Novo agendamento" on the owner's devices, like a lead's; tapping opens it in the agenda. */
export function sendBookingPush(deps: ApiDeps, booking: BookingRow, service: string) {
  return notifyPanelDevices(deps, {
    title: `Novo agendamento: ${booking.name}`,
    body: `${service} · ${formatLongDateTime(booking.starts_at)}`,
    url: `/admin/agenda?agendamento=${booking.id}`,
    tag: `booking-${booking.id}`,
  });
}
