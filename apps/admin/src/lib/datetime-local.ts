/**
 * The panel's one pair of conversions for date-and-time inputs (popups, banners, blog posts).
 * `<input type="datetime-local">` shows and returns wall-clock time without a zone
 * ("2025-06-01T14:30"); the API stores instants as ISO 8601 strings. Both conversions use the
 * browser's time zone, so the owner types the time as they read it on their own clock.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** "2025-06-01T17:30:00.000Z" → "2025-06-01T14:30" in the browser's zone; '' for no date. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** "2025-06-01T14:30" (browser's zone) → ISO instant; null for an empty or incomplete value. */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  const date = new Date(year!, month! - 1, day, hours, minutes, seconds || 0);
  // Date rolls "2025-13-45T99:99" over into a later day instead of refusing it.
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes;
  return exact ? date.toISOString() : null;
}
