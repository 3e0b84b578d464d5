import { z } from 'zod';
import { toMinutes } from '../opening-hours';
import { isoDate } from './common';

const WEEKDAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

const clockTime = (label: string) =>
  z
    .string({ error: `Informe o horário de ${label} (HH:MM)` })
    .regex(
      /^([01]\d|2[0-3]):[0-5]\d$/,
      `Horário de ${label} inválido: use HH:MM, de 00:00 a 23:59`,
    );

export const openingIntervalSchema = z
  .object({
    // A pipe keeps the REST layer from coercing "" or "1" into numbers.
    weekday: z
      .int({ error: 'Informe o dia da semana (0 = domingo a 6 = sábado)' })
      .pipe(
        z
          .int()
          .min(0, 'Dia da semana de 0 (domingo) a 6 (sábado)')
          .max(6, 'Dia da semana de 0 (domingo) a 6 (sábado)'),
      ),
    opens: clockTime('abertura'),
    closes: clockTime('fechamento'),
  })
  .refine((i) => toMinutes(i.opens) < toMinutes(i.closes), {
    message: 'O horário de abertura deve ser antes do de fechamento',
    path: ['closes'],
  });

/** A week of intervals; the intervals of one day may not overlap. */
export const openingHoursSchema = z
  .array(openingIntervalSchema)
  .max(70, 'No máximo 70 intervalos por semana')
  .superRefine((hours, ctx) => {
    hours.forEach((a, index) => {
      const clash = hours.findIndex(
        (b, other) =>
          other < index &&
          b.weekday === a.weekday &&
          toMinutes(a.opens) < toMinutes(b.closes) &&
          toMinutes(b.opens) < toMinutes(a.closes),
      );
      if (clash !== -1)
        ctx.addIssue({
          code: 'custom',
          message: `Os horários de ${WEEKDAY_NAMES[a.weekday]} se sobrepõem`,
          path: [index],
        });
    });
  });

export const closedDateSchema = z.object({
  date: isoDate(),
  note: z.string().trim().max(120, 'Observação com no máximo 120 caracteres').default(''),
});

/** Days the workshop stays closed (holidays, vacations): each date once. */
export const closedDatesSchema = z
  .array(closedDateSchema)
  .max(200, 'No máximo 200 datas fechadas')
  .superRefine((dates, ctx) => {
    dates.forEach((entry, index) => {
      if (dates.findIndex((other) => other.date === entry.date) !== index)
        ctx.addIssue({
          code: 'custom',
          message: 'Essa data já está na lista de fechamentos',
          path: [index, 'date'],
        });
    });
  });
