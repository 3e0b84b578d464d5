import { workshopTime } from '@oficina/core';

/**
 * iCalendar (RFC 5545) for bookings: the "Adicionar à agenda" file and the owner's feed. Written
 * here, about sixty lines, because the libraries that write it either need Node 22
 * (ical-generator) or cannot name a time zone (ics); times carry TZID=America/Sao_Paulo with its
 * VTIMEZONE, so every calendar app shows the workshop's hours.
 */

export interface CalendarEvent {
  uid: string;
  starts_at: Date;
  ends_at: Date;
  /** When it last changed: calendars take the newer copy (SEQUENCE, LAST-MODIFIED). */
  updated_at: Date;
  summary: string;
  description: string;
  location: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  url?: string;
}

const TZID = 'America/Sao_Paulo';

// Brazil has kept UTC−3 all year since 2019: one STANDARD rule says it.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The workshop's wall-clock time, as DTSTART;TZID=… takes it. */
function localStamp(date: Date): string {
  const t = workshopTime(date);
  const seconds = pad(new Date(date.getTime()).getUTCSeconds());
  return `${t.isoDate.replaceAll('-', '')}T${pad(Math.floor(t.minutes / 60))}${pad(t.minutes % 60)}${seconds}`;
}

const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT values escape backslash, semicolon, comma and new lines. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function event(item: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${item.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `LAST-MODIFIED:${utcStamp(item.updated_at)}`,
    `SEQUENCE:${Math.max(0, Math.floor(item.updated_at.getTime() / 1000) - 1_700_000_000)}`,
    `DTSTART;TZID=${TZID}:${localStamp(item.starts_at)}`,
    `DTEND;TZID=${TZID}:${localStamp(item.ends_at)}`,
    `SUMMARY:${text(item.summary)}`,
    `DESCRIPTION:${text(item.description)}`,
    `LOCATION:${text(item.location)}`,
    `STATUS:${item.status}`,
    ...(item.url ? [`URL:${item.url}`] : []),
    'END:VEVENT',
  ];
}

/** A whole calendar: one VEVENT per item, CRLF line ends as the format requires. */
export function calendarFile(
  items: readonly CalendarEvent[],
  options: { name: string; now?: Date },
): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Oficina//Agendamentos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(options.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...VTIMEZONE,
    ...items.flatMap((item) => event(item, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export const ICS_STATUS = {
  pendente: 'TENTATIVE',
  confirmado: 'CONFIRMED',
  concluido: 'CONFIRMED',
  nao_compareceu: 'CONFIRMED',
  cancelado: 'CANCELLED',
} as const;
