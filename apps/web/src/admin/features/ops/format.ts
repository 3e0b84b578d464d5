/** Dates and numbers as the owner reads them: pt-BR, São Paulo time (the workshop's clock). */

const TIME_ZONE = 'America/Sao_Paulo';

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const longDateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const numberFormat = new Intl.NumberFormat('pt-BR');
const relativeFormat = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "31/12/2025 18:05"; '—' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return '—';
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** "quarta-feira, 31 de dezembro de 2025 às 18:05" (for titles and the message detail). */
export function formatLongDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? longDateTimeFormat.format(date) : '—';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "agora", "há 5 minutos", "ontem", "há 3 semanas" — for recent things on the dashboard. */
export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '—';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'agora';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'agora';
}

/** "1.234" */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 mensagem", "1.234 mensagens", "0 mensagens". */
export function formatCount(value: number, singular: string, plural: string): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}
