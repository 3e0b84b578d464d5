import { formatOpeningHours, parseOpeningHoursText } from '@oficina/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './database';
import { companyInfo } from './schema';

/**
 * A company record saved before the hours had a structure holds them only as text
 * ("Seg a Sex: 8h às 18h | Sáb: 8h às 12h"). Read it into `opening_hours` once, after the
 * migrations. Text that cannot be read with confidence stays as it is, with `opening_hours`
 * null: the pages keep showing the owner's text until the hours are saved in the panel, and
 * nothing is guessed. Returns whether the record was converted.
 */
export async function structureLegacyHours(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: companyInfo.id, text: companyInfo.working_hours })
    .from(companyInfo)
    .where(isNull(companyInfo.opening_hours));
  if (!row) return false;
  const hours = parseOpeningHoursText(row.text);
  if (!hours) return false;
  await db
    .update(companyInfo)
    .set({ opening_hours: hours, working_hours: formatOpeningHours(hours) })
    .where(and(eq(companyInfo.id, row.id), isNull(companyInfo.opening_hours)));
  return true;
}
