import { describe, expect, it } from 'vitest';
import { closedDatesSchema, openingHoursSchema } from './opening-hours';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('openingHoursSchema', () => {
  it('takes several intervals on a day when they do not overlap', () => {
    const week = [
      { weekday: 1, opens: '08:00', closes: '12:00' },
      { weekday: 1, opens: '12:00', closes: '18:00' },
      { weekday: 0, opens: '00:00', closes: '23:59' },
    ];
    expect(openingHoursSchema.parse(week)).toEqual(week);
  });

  it('refuses weekdays outside 0–6 and times outside 00:00–23:59, in Portuguese', () => {
    expect(
      messages(openingHoursSchema.safeParse([{ weekday: 7, opens: '08:00', closes: '09:00' }])),
    ).toEqual(['Dia da semana de 0 (domingo) a 6 (sábado)']);
    expect(
      messages(openingHoursSchema.safeParse([{ weekday: 1, opens: '24:00', closes: '25:00' }])),
    ).toEqual([
      'Horário de abertura inválido: use HH:MM, de 00:00 a 23:59',
      'Horário de fechamento inválido: use HH:MM, de 00:00 a 23:59',
    ]);
    expect(
      messages(openingHoursSchema.safeParse([{ weekday: 1, opens: '8:00', closes: '18:00' }])),
    ).toEqual(['Horário de abertura inválido: use HH:MM, de 00:00 a 23:59']);
  });

  it('refuses an interval that closes before it opens', () => {
    expect(
      messages(openingHoursSchema.safeParse([{ weekday: 2, opens: '18:00', closes: '08:00' }])),
    ).toEqual(['O horário de abertura deve ser antes do de fechamento']);
  });

  it('refuses overlapping intervals of one day, not of different days', () => {
    const result = openingHoursSchema.safeParse([
      { weekday: 3, opens: '08:00', closes: '12:00' },
      { weekday: 4, opens: '11:00', closes: '13:00' },
      { weekday: 3, opens: '11:30', closes: '14:00' },
    ]);
    expect(messages(result)).toEqual(['Os horários de quarta se sobrepõem']);
    expect(result.error?.issues[0]?.path).toEqual([2]);
  });
});

describe('closedDatesSchema', () => {
  it('takes valid dates with an optional note', () => {
    expect(closedDatesSchema.parse([{ date: '2026-12-25' }])).toEqual([
      { date: '2026-12-25', note: '' },
    ]);
  });

  it('refuses impossible dates and the same date twice', () => {
    expect(closedDatesSchema.safeParse([{ date: '2026-02-30', note: '' }]).success).toBe(false);
    expect(
      messages(
        closedDatesSchema.safeParse([
          { date: '2026-12-25', note: 'Natal' },
          { date: '2026-12-25', note: 'de novo' },
        ]),
      ),
    ).toEqual(['Essa data já está na lista de fechamentos']);
  });
});
