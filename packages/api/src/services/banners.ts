import { bannerRuleIssues } from '@oficina/core';
import { banners } from '@oficina/db';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { invalidInput } from '../errors';
import { toDate } from '../serialize';

type BannerRow = typeof banners.$inferSelect;

/**
 * Banners a visitor may see now: active, started and not yet ended (core's isBannerInEffect,
 * in SQL so an out-of-date banner never leaves the database for a public read).
 */
export const bannerInEffect = (now: Date): SQL =>
  and(
    eq(banners.active, true),
    or(isNull(banners.starts_at), lte(banners.starts_at, now)),
    or(isNull(banners.ends_at), gt(banners.ends_at, now)),
  )!;

/** Dates as the API receives them (ISO text) → the columns' Dates; a date left out stays out. */
export function bannerDatesToRow<T extends { starts_at?: string | null; ends_at?: string | null }>(
  input: T,
) {
  return {
    ...input,
    starts_at: input.starts_at === undefined ? undefined : toDate(input.starts_at),
    ends_at: input.ends_at === undefined ? undefined : toDate(input.ends_at),
  };
}

/** The rule across dates, on the banner an update would leave (its stored values merged). */
export function checkMergedBanner(row: BannerRow): void {
  const issues = bannerRuleIssues(row);
  if (issues.length) throw invalidInput(issues);
}
