import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { structureLegacyHours } from './legacy-hours';
import { runMigrations } from './migrate';
import { companyInfo } from './schema';
import { openTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase(inject('testDatabase'));
});
afterAll(() => handle.close());

/** The company record as a database from before the structured hours holds it. */
const saveLegacy = (text: string) =>
  handle.db
    .update(companyInfo)
    .set({ working_hours: text, opening_hours: null })
    .where(eq(companyInfo.id, 1));

const stored = async () =>
  (
    await handle.db
      .select({ text: companyInfo.working_hours, hours: companyInfo.opening_hours })
      .from(companyInfo)
  )[0];

describe('free-text hours from before the structure', () => {
  it('the demo text is read into its structure when the migrations run', async () => {
    await saveLegacy('Seg a Sex: 8h às 18h | Sáb: 8h às 12h');
    await runMigrations(handle);
    expect(await stored()).toEqual({
      text: 'Seg a Sex: 8h às 18h | Sáb: 8h às 12h',
      hours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' })),
        { weekday: 6, opens: '08:00', closes: '12:00' },
      ],
    });
  });

  it('other readable spellings are rewritten in the site’s own way', async () => {
    await saveLegacy('Segunda a Sexta 07:30 - 16:45');
    expect(await structureLegacyHours(handle.db)).toBe(true);
    expect((await stored())?.text).toBe('Seg a Sex: 7h30 às 16h45');
  });

  it('text it cannot read stays as the owner wrote it, without a structure', async () => {
    await saveLegacy('Horário comercial, exceto feriados');
    expect(await structureLegacyHours(handle.db)).toBe(false);
    expect(await stored()).toEqual({ text: 'Horário comercial, exceto feriados', hours: null });
  });

  it('a record that already has its structure is left alone', async () => {
    const hours = [{ weekday: 3, opens: '09:00', closes: '10:00' }];
    await handle.db
      .update(companyInfo)
      .set({ working_hours: 'Seg a Sex: 8h às 18h', opening_hours: hours })
      .where(eq(companyInfo.id, 1));
    expect(await structureLegacyHours(handle.db)).toBe(false);
    expect((await stored())?.hours).toEqual(hours);
  });
});
