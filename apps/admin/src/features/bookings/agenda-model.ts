import { type Booking, shiftIsoDate, workshopTime } from '@oficina/core';

/** The agenda's address: which day, day or week, and a booking to open (the alert's links). */
export interface AgendaSearch {
  dia?: string;
  visao?: 'dia' | 'semana';
  agendamento?: number;
  acao?: 'confirmar';
}

export function validateAgendaSearch(search: Record<string, unknown>): AgendaSearch {
  const id = Number(search.agendamento);
  return {
    ...(typeof search.dia === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.dia)
      ? { dia: search.dia }
      : {}),
    ...(search.visao === 'semana' || search.visao === 'dia' ? { visao: search.visao } : {}),
    ...(Number.isInteger(id) && id > 0 ? { agendamento: id } : {}),
    ...(search.acao === 'confirmar' ? { acao: 'confirmar' as const } : {}),
  };
}

export const todayIso = () => workshopTime(new Date()).isoDate;

/** The Monday of the week of `day` (the week as people read it in Brazil starts on Monday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return shiftIsoDate(day, -((weekday + 6) % 7));
}

/** The days a view shows. */
export function viewDays(day: string, view: 'dia' | 'semana'): string[] {
  if (view === 'dia') return [day];
  const first = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => shiftIsoDate(first, index));
}

/** Bookings grouped by their day and hour on the workshop's clock, in time order. */
export function byDayAndHour(bookings: readonly Booking[]) {
  const days = new Map<string, Map<number, Booking[]>>();
  for (const booking of [...bookings].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const time = workshopTime(new Date(booking.starts_at));
    const hours = days.get(time.isoDate) ?? new Map<number, Booking[]>();
    const hour = Math.floor(time.minutes / 60);
    hours.set(hour, [...(hours.get(hour) ?? []), booking]);
    days.set(time.isoDate, hours);
  }
  return days;
}
