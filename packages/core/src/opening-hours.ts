import { workshopTime } from './workshop-clock';

/**
 * Opening hours as the company record keeps them: one row per interval, several per day
 * allowed (a lunch break is two intervals), and whole days closed by date (holidays).
 * Everything here reads the workshop's own clock (São Paulo), by arithmetic: the same code
 * runs on the server and, after hydration, in the visitor's browser.
 */
export interface OpeningInterval {
  /** 0 = Sunday, as Date#getDay. */
  weekday: number;
  /** "HH:MM" */
  opens: string;
  /** "HH:MM", after `opens` on the same day. */
  closes: string;
}

export interface ClosedDate {
  /** "YYYY-MM-DD" */
  date: string;
  note: string;
}

/** The demo workshop's hours, and what pages show while the company record cannot be read. */
export const OPENING_HOURS: OpeningInterval[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' })),
  { weekday: 6, opens: '08:00', closes: '12:00' },
];

export const OPENING_HOURS_TEXT = 'Seg a Sex: 8h às 18h | Sáb: 8h às 12h';

const DAY_ABBREVIATIONS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
/** The week as people read it in Brazil: Monday first, Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const DAY_MINUTES = 24 * 60;

export function toMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** "08:00" → "8h", "07:30" → "7h30". */
export function formatHour(hhmm: string): string {
  const total = toMinutes(hhmm);
  const minutes = total % 60;
  return `${Math.floor(total / 60)}h${minutes ? String(minutes).padStart(2, '0') : ''}`;
}

function intervalsOf(hours: OpeningInterval[], weekday: number): OpeningInterval[] {
  return hours
    .filter((interval) => interval.weekday === weekday)
    .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
}

const dayKey = (intervals: OpeningInterval[]) =>
  intervals.map((i) => `${i.opens}-${i.closes}`).join(',');

/**
 * One line for the pages: consecutive days with the same hours are grouped, closed days left
 * out. "Seg a Sex: 8h às 18h | Sáb: 8h às 12h"; a lunch break reads "8h às 12h e 13h às 18h".
 * Empty when the workshop has no hours at all.
 */
export function formatOpeningHours(hours: OpeningInterval[]): string {
  const groups: { days: number[]; intervals: OpeningInterval[] }[] = [];
  for (const weekday of WEEK_ORDER) {
    const intervals = intervalsOf(hours, weekday);
    const last = groups.at(-1);
    const previousDay = last?.days.at(-1);
    const follows =
      last !== undefined &&
      previousDay !== undefined &&
      WEEK_ORDER.indexOf(previousDay) === WEEK_ORDER.indexOf(weekday) - 1;
    if (intervals.length === 0) continue;
    if (follows && dayKey(last.intervals) === dayKey(intervals)) last.days.push(weekday);
    else groups.push({ days: [weekday], intervals });
  }
  return groups
    .map(({ days, intervals }) => {
      const first = DAY_ABBREVIATIONS[days[0]!];
      const lastDay = DAY_ABBREVIATIONS[days.at(-1)!];
      const label =
        days.length === 1
          ? first
          : days.length === 2
            ? `${first} e ${lastDay}`
            : `${first} a ${lastDay}`;
      const times = intervals
        .map((i) => `${formatHour(i.opens)} às ${formatHour(i.closes)}`)
        .join(' e ');
      return `${label}: ${times}`;
    })
    .join(' | ');
}

// --- Reading the free text the record held before the hours had a structure -------------

const DAY_STEMS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function dayOf(word: string): number | undefined {
  const index = DAY_STEMS.indexOf(word.trim().slice(0, 3));
  return index === -1 ? undefined : index;
}

/** "seg a sex", "seg-sex", "sab", "seg, qua e sex", "segunda a sexta" → weekdays. */
function parseDays(text: string): number[] | null {
  const days: number[] = [];
  for (const piece of text.split(/,|\be\b|\//)) {
    const trimmed = piece.trim();
    if (!trimmed) continue;
    const range = /^([a-z-]+?)\s*(?:\ba\b|-|–|ate)\s*([a-z-]+)$/.exec(trimmed);
    if (range) {
      const from = dayOf(range[1]!);
      const to = dayOf(range[2]!);
      if (from === undefined || to === undefined) return null;
      const start = WEEK_ORDER.indexOf(from);
      const end = WEEK_ORDER.indexOf(to);
      if (end < start) return null;
      days.push(...WEEK_ORDER.slice(start, end + 1));
      continue;
    }
    const day = dayOf(trimmed);
    if (day === undefined) return null;
    days.push(day);
  }
  return days.length ? days : null;
}

const TIME = String.raw`(\d{1,2})(?:[:h](\d{2}))?\s*h?`;
const INTERVAL = new RegExp(String.raw`${TIME}\s*(?:as|a|ate|-|–)\s*${TIME}`, 'g');

function hhmm(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = Number(minutes ?? '0');
  if (h > 24 || m > 59) return null;
  // "18h às 24h" means until midnight: the last minute of the day.
  if (h === 24) return m === 0 ? '23:59' : null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The structure behind a free text such as "Seg a Sex: 8h às 18h | Sáb: 8h às 12h", or null
 * when some part of it cannot be read with confidence (then nothing is guessed).
 */
export function parseOpeningHoursText(text: string): OpeningInterval[] | null {
  const result: OpeningInterval[] = [];
  const parts = plain(text)
    .split(/[|;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  for (const part of parts) {
    const firstDigit = part.search(/\d/);
    const closed = /fechado/.test(part);
    if (firstDigit === -1 && !closed) return null;
    const daysText = (firstDigit === -1 ? part.replace(/fechado/, '') : part.slice(0, firstDigit))
      .replace(/[:.]\s*$/, '')
      .replace(/\bdas?\b\s*$/, '')
      .trim();
    const days = parseDays(daysText);
    if (!days) return null;
    if (closed) continue;
    const timesText = part.slice(firstDigit);
    const intervals = [...timesText.matchAll(INTERVAL)];
    const leftover = timesText.replace(INTERVAL, '').replace(/\be\b|,|\s/g, '');
    if (intervals.length === 0 || leftover) return null;
    for (const match of intervals) {
      const opens = hhmm(match[1]!, match[2]);
      const closes = hhmm(match[3]!, match[4]);
      if (!opens || !closes || toMinutes(opens) >= toMinutes(closes)) return null;
      for (const weekday of days) result.push({ weekday, opens, closes });
    }
  }
  return result;
}

// --- Open now, and when next ------------------------------------------------------------

export interface OpeningStatus {
  open: boolean;
  /** While open: when the current interval ends ("HH:MM"). */
  closesAt?: string;
  /** While closed: the next opening, days counted on the workshop's calendar (0 = today). */
  next?: { inDays: number; weekday: number; date: string; opens: string };
}

/** How far ahead a next opening is looked for: a long holiday break fits, a typo does not. */
const LOOKAHEAD_DAYS = 60;

export function openingStatus(
  now: Date,
  hours: OpeningInterval[],
  closedDates: ClosedDate[] = [],
): OpeningStatus {
  const closed = new Set(closedDates.map((entry) => entry.date));
  const today = workshopTime(now);
  if (!closed.has(today.isoDate)) {
    const current = intervalsOf(hours, today.weekday).find(
      (i) => today.minutes >= toMinutes(i.opens) && today.minutes < toMinutes(i.closes),
    );
    if (current) return { open: true, closesAt: current.closes };
  }
  for (let inDays = 0; inDays <= LOOKAHEAD_DAYS; inDays++) {
    const day = workshopTime(new Date(now.getTime() + inDays * DAY_MINUTES * 60_000));
    if (closed.has(day.isoDate)) continue;
    const opening = intervalsOf(hours, day.weekday).find(
      (i) => inDays > 0 || toMinutes(i.opens) > today.minutes,
    );
    if (opening)
      return {
        open: false,
        next: { inDays, weekday: day.weekday, date: day.isoDate, opens: opening.opens },
      };
  }
  return { open: false };
}

/** Whether the workshop is open at `date`, on its own clock. */
export function isOpenAt(
  date: Date,
  hours: OpeningInterval[] = OPENING_HOURS,
  closedDates: ClosedDate[] = [],
): boolean {
  return openingStatus(date, hours, closedDates).open;
}

const WEEKDAY_PHRASES = [
  'no domingo',
  'na segunda-feira',
  'na terça-feira',
  'na quarta-feira',
  'na quinta-feira',
  'na sexta-feira',
  'no sábado',
];

/** "Aberto agora", "Fechado — abre amanhã às 8h", "Fechado — abre na segunda-feira às 8h". */
export function openingStatusText(status: OpeningStatus): string {
  if (status.open) return 'Aberto agora';
  const next = status.next;
  if (!next) return 'Fechado';
  const at = `às ${formatHour(next.opens)}`;
  const [, month, day] = next.date.split('-');
  const when =
    next.inDays === 0
      ? 'hoje'
      : next.inDays === 1
        ? 'amanhã'
        : next.inDays < 7
          ? WEEKDAY_PHRASES[next.weekday]
          : `em ${day}/${month}`;
  return `Fechado — abre ${when} ${at}`;
}
