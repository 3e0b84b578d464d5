/** Human readings of the timers the owner types as numbers ("3000" ms → "3 segundos"). */

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

function unit(value: number, singular: string, plural: string): string {
  return `${number.format(value)} ${value >= 2 ? plural : singular}`;
}

/** 3600 → "1 hora"; 5400 → "1 hora e 30 minutos"; 90 → "1 minuto e 30 segundos". */
export function describeSeconds(totalSeconds: number | null | undefined): string {
  if (typeof totalSeconds !== 'number' || !Number.isFinite(totalSeconds) || totalSeconds < 0) {
    return '';
  }
  const seconds = Math.round(totalSeconds);
  if (seconds === 0) return '0 segundos';
  const parts: string[] = [];
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours) parts.push(unit(hours, 'hora', 'horas'));
  if (minutes) parts.push(unit(minutes, 'minuto', 'minutos'));
  if (rest) parts.push(unit(rest, 'segundo', 'segundos'));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : parts[0]!;
}

/** 3000 → "3 segundos"; 1500 → "1,5 segundo"; 90000 → "1 minuto e 30 segundos". */
export function describeMilliseconds(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < 60_000 && ms % 1000 !== 0) return unit(ms / 1000, 'segundo', 'segundos');
  return describeSeconds(ms / 1000);
}

/**
 * The site stores timers in milliseconds; people type seconds. These two are the only place
 * the form converts: 3000 → 3, and 1.5 → 1500 (rounded to whole milliseconds).
 */
export function msToSeconds(ms: number): number {
  return ms / 1000;
}

export function secondsToMs(seconds: unknown): number | undefined {
  return typeof seconds === 'number' && Number.isFinite(seconds)
    ? Math.round(seconds * 1000)
    : undefined;
}

/** A seconds field's hint: what it does, and the value read in words ("Agora: 1 minuto."). */
export function secondsHint(seconds: unknown, what: string): string {
  const words = typeof seconds === 'number' ? describeMilliseconds(secondsToMs(seconds)) : '';
  return words ? `${what} Agora: ${words}.` : what;
}
