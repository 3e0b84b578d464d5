import { workshopTime } from './workshop-clock';

/**
 * Every date the product shows — public pages, the panel, e-mails, CSV exports — is written by
 * these functions, in Portuguese and on the workshop's clock (São Paulo), whatever the time zone
 * of the server or of the reader's device. By arithmetic on `workshopTime`, not Intl: a
 * browser's first Intl formatter loads its locale data, a long task on a phone during hydration,
 * and the server and the browser must print the same text.
 */

type DateInput = Date | string | number | null | undefined;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function clock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "4 de março de 2025"; `fallback` when there is no valid date. */
export function formatDate(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const { day, month, year } = workshopTime(date);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** "04/03/2025" */
export function formatShortDate(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const { day, month, year } = workshopTime(date);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** "04/03/2025 14:30": lists, tables and CSV (a spreadsheet in pt-BR reads it as a date). */
export function formatDateTime(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return `${formatShortDate(date)} ${clock(workshopTime(date).minutes)}`;
}

/** "terça-feira, 4 de março de 2025 às 14:30": titles, a message's detail, e-mails. */
export function formatLongDateTime(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const { weekday, minutes } = workshopTime(date);
  return `${WEEKDAYS[weekday]}, ${formatDate(date)} às ${clock(minutes)}`;
}

/** "2025-03-04": a <time> element's value, a file name's date. */
export function isoDay(value: DateInput): string | undefined {
  const date = toDate(value);
  return date ? workshopTime(date).isoDate : undefined;
}

const SHORT_WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** "09:30": a booking's time on the workshop's clock. */
export function formatTime(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  return date ? clock(workshopTime(date).minutes) : fallback;
}

/** A calendar day ("2026-03-02") as a day chip reads it: { weekday: "seg", day: "02/03" }. */
export function dayChip(isoDate: string): { weekday: string; day: string; long: string } {
  const date = new Date(`${isoDate}T12:00:00-03:00`);
  const { weekday, day, month } = workshopTime(date);
  return {
    weekday: SHORT_WEEKDAYS[weekday]!,
    day: `${pad(day)}/${pad(month)}`,
    long: `${WEEKDAYS[weekday]}, ${formatDate(date)}`,
  };
}
