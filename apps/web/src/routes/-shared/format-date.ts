import { formatWorkshopDate, workshopTime } from '@oficina/core';

// The workshop's calendar, not the visitor's: the server (UTC) and the browser must print the
// same day, or hydration would see two different texts.

/** "2025-03-04T12:00:00Z" → "4 de março de 2025"; an empty or invalid value → ''. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatWorkshopDate(date);
}

/** A <time> element's machine-readable value (YYYY-MM-DD in the shop's time zone). */
export function isoDay(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return workshopTime(date).isoDate;
}
