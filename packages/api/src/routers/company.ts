import {
  companyInputSchema,
  companySchema,
  companyUpdateInputSchema,
  formatOpeningHours,
  MESSAGES,
  type OpeningInterval,
  parseOpeningHoursText,
} from '@oficina/core';
import { companyInfo } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest, parseOrRefuse } from '../errors';
import { toWire } from '../serialize';
import { findRow, updateOrCreateRow } from '../services/crud';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Empresa';
const present = ({ id: _id, ...company }: typeof companyInfo.$inferSelect) =>
  // A record whose old free-text hours could not be read has no structure yet: no intervals.
  toWire({ ...company, opening_hours: company.opening_hours ?? [] });

/**
 * The hours a request sets, if any. A client that still sends only the text has it read into
 * the structure, or refused when it cannot be read: it is never stored as typed.
 */
function sentHours(input: {
  working_hours?: string;
  opening_hours?: OpeningInterval[];
}): OpeningInterval[] | undefined {
  if (input.opening_hours) return input.opening_hours;
  if (input.working_hours === undefined) return undefined;
  const parsed = parseOpeningHoursText(input.working_hours);
  if (!parsed)
    throw badRequest(
      'Não foi possível ler o horário em texto; envie opening_hours (ex.: "Seg a Sex: 8h às 18h")',
    );
  return parsed;
}

const withHours = (hours: OpeningInterval[] | undefined) => (hours ? storedHours(hours) : {});

/** The structure, and the line written from it that older clients read as `working_hours`. */
const storedHours = (hours: OpeningInterval[]) => ({
  opening_hours: hours,
  working_hours: formatOpeningHours(hours),
});

export const companyRouter = router({
  get: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/company', TAG, 'Dados da empresa'))
    .input(z.void())
    .output(companySchema)
    .query(async ({ ctx }) =>
      present(
        await findRow(ctx.db, companyInfo, eq(companyInfo.id, 1), 'Empresa ainda não cadastrada'),
      ),
    ),

  ...putAndPatch(
    managerProcedure
      .input(companyUpdateInputSchema)
      .output(companySchema.extend({ message: z.string() })),
    '/company',
    TAG,
    'Atualiza os dados da empresa (logo e favicon vazios viram null)',
    async ({ ctx, input }) => {
      const row = await updateOrCreateRow(
        ctx,
        'company',
        companyInfo,
        eq(companyInfo.id, 1),
        { ...input, ...withHours(sentHours(input)) },
        () => {
          const hours = sentHours(input);
          if (!hours) throw badRequest('Informe o horário de funcionamento');
          return { id: 1, ...parseOrRefuse(companyInputSchema, input), ...storedHours(hours) };
        },
      );
      return { ...present(row), message: MESSAGES.companyUpdated };
    },
  ),
});
