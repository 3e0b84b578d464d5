import {
  listVisibilityInput,
  whatsappContextInputSchema,
  whatsappContextNameSchema,
  whatsappContextSchema,
  whatsappContextUpdateInputSchema,
  whatsappSettingsInputSchema,
  whatsappSettingsSchema,
  whatsappSettingsUpdateInputSchema,
} from '@oficina/core';
import { companyInfo, type Database, whatsappContexts, whatsappSettings } from '@oficina/db';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseOrRefuse } from '../errors';
import { toWire } from '../serialize';
import { createRow, findRow, updateOrCreateRow, updateRow } from '../services/crud';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { deleteByKey } from './keyed-delete';
import { canSeeHidden, putAndPatch, renameUpdates, rest } from './meta';

const TAG = 'WhatsApp';
const NOT_FOUND = 'Contexto de WhatsApp não encontrado';
const nameInput = z.object({ name: whatsappContextNameSchema });
/**
 * The settings with the company's WhatsApp number and name: the row's own `phone_number` and
 * `company_name` columns are no longer read (they stay in the table only because dropping a
 * column needs a migration of its own), so "Empresa" is the one place the number is changed.
 */
async function presentSettings(
  db: Database,
  {
    id: _id,
    phone_number: _phone,
    company_name: _name,
    ...settings
  }: typeof whatsappSettings.$inferSelect,
) {
  const [company] = await db
    .select({ whatsapp: companyInfo.whatsapp, name: companyInfo.name })
    .from(companyInfo)
    .where(eq(companyInfo.id, 1));
  return toWire({
    ...settings,
    phone_number: company?.whatsapp ?? '',
    company_name: company?.name ?? '',
  });
}

export const whatsappRouter = router({
  settings: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/whatsapp-settings', TAG, 'Número, mensagens e opções do botão de WhatsApp'))
    .input(z.void())
    .output(whatsappSettingsSchema)
    .query(async ({ ctx }) =>
      presentSettings(
        ctx.db,
        await findRow(
          ctx.db,
          whatsappSettings,
          eq(whatsappSettings.id, 1),
          'WhatsApp ainda não configurado',
        ),
      ),
    ),

  ...renameUpdates(
    'Settings',
    putAndPatch(
      managerProcedure.input(whatsappSettingsUpdateInputSchema).output(whatsappSettingsSchema),
      '/whatsapp-settings',
      TAG,
      'Atualiza as configurações do WhatsApp',
      async ({ ctx, input }) =>
        presentSettings(
          ctx.db,
          await updateOrCreateRow(
            ctx,
            'whatsapp-settings',
            whatsappSettings,
            eq(whatsappSettings.id, 1),
            input,
            () => ({ id: 1, ...parseOrRefuse(whatsappSettingsInputSchema, input) }),
          ),
        ),
    ),
  ),

  contexts: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/whatsapp-contexts', TAG, 'Lista os contextos de mensagem ativos'))
    .input(listVisibilityInput)
    .output(z.array(whatsappContextSchema))
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const rows = await ctx.db
        .select()
        .from(whatsappContexts)
        .where(all ? undefined : eq(whatsappContexts.active, true))
        .orderBy(asc(whatsappContexts.name));
      return rows.map(toWire);
    }),

  context: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(
      rest(
        'GET',
        '/whatsapp-contexts/{name}',
        TAG,
        'Um contexto de mensagem pelo nome (ex.: float_button, search_no_results)',
      ),
    )
    .input(listVisibilityInput.extend(nameInput.shape))
    .output(whatsappContextSchema)
    .query(async ({ ctx, input }) => {
      const all = await canSeeHidden(ctx, input.include_inactive);
      const byName = eq(whatsappContexts.name, input.name);
      return toWire(
        await findRow(
          ctx.db,
          whatsappContexts,
          all ? byName : and(byName, eq(whatsappContexts.active, true))!,
          NOT_FOUND,
        ),
      );
    }),

  createContext: managerProcedure
    .meta(rest('POST', '/whatsapp-contexts', TAG, 'Cria um contexto de mensagem', true))
    .input(whatsappContextInputSchema.extend(nameInput.shape))
    .output(whatsappContextSchema)
    .mutation(async ({ ctx, input }) =>
      toWire(
        await createRow(ctx, 'whatsapp-context', whatsappContexts, input, {
          conflictMessage: 'Já existe um contexto com este nome',
        }),
      ),
    ),

  ...renameUpdates(
    'Context',
    putAndPatch(
      managerProcedure
        .input(whatsappContextUpdateInputSchema.extend(nameInput.shape))
        .output(whatsappContextSchema),
      '/whatsapp-contexts/{name}',
      TAG,
      'Atualiza um contexto de mensagem',
      async ({ ctx, input: { name, ...values } }) =>
        toWire(
          await updateRow(
            ctx,
            'whatsapp-context',
            whatsappContexts,
            eq(whatsappContexts.name, name),
            values,
            { notFoundMessage: NOT_FOUND },
          ),
        ),
    ),
  ),

  deleteContext: deleteByKey({
    base: managerProcedure,
    table: whatsappContexts,
    entity: 'whatsapp-context',
    input: nameInput,
    key: 'name',
    path: '/whatsapp-contexts/{name}',
    tag: TAG,
    summary: 'Exclui um contexto de mensagem',
    notFound: NOT_FOUND,
  }),
});
