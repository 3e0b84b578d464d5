import {
  isKnownSetting,
  KNOWN_SETTINGS,
  MESSAGES,
  PUBLIC_SETTING_KEYS,
  publicSettingsSchema,
  RETIRED_SETTINGS,
  settingInputSchema,
  settingKeySchema,
  settingSchema,
  settingValueSchema,
} from '@oficina/core';
import { settings } from '@oficina/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../errors';
import { toWire } from '../serialize';
import { findRow, updateOrCreateRow } from '../services/crud';
import {
  adminProcedure,
  KEPT_FOR_EVERYONE,
  publicProcedure,
  requireRank,
  router,
  viewerProcedure,
} from '../trpc';
import { deleteByKey } from './keyed-delete';
import { rest } from './meta';

const TAG = 'Configurações';
const NOT_FOUND = 'Configuração não encontrada';
const keyInput = z.object({ key: settingKeySchema });

export const settingsRouter = router({
  list: viewerProcedure
    .meta(rest('GET', '/settings', TAG, 'Todas as configurações', true))
    .input(z.void())
    .output(z.array(settingSchema))
    .query(async ({ ctx }) =>
      (await ctx.db.select().from(settings).orderBy(asc(settings.key))).map(toWire),
    ),

  public: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(
      rest(
        'GET',
        '/public-settings',
        TAG,
        'Configurações públicas (nome do site, SEO, tema padrão) como objeto chave → valor; site_url é o endereço público do servidor (PUBLIC_URL), somente leitura',
      ),
    )
    .input(z.void())
    .output(publicSettingsSchema)
    .query(async ({ ctx }) => {
      const rows = await ctx.db
        .select()
        .from(settings)
        .where(inArray(settings.key, PUBLIC_SETTING_KEYS));
      const values: Record<string, string> = {};
      for (const key of PUBLIC_SETTING_KEYS) values[key] = KNOWN_SETTINGS[key].defaultValue;
      for (const row of rows) values[row.key] = row.value;
      // The address the site is reached at is the server's (PUBLIC_URL), not a setting: a
      // stored `site_url` row from before is ignored, so links can never point elsewhere.
      if (ctx.publicUrl) values.site_url = ctx.publicUrl.replace(/\/+$/, '');
      return values;
    }),

  byKey: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta({
      ...rest(
        'GET',
        '/settings/{key}',
        TAG,
        'Uma configuração (as de SEO e tema são públicas; as demais exigem login)',
      ),
      roleWhen: { role: 'viewer', when: 'as chaves que não são de SEO nem de tema' },
    })
    .input(keyInput)
    .output(settingSchema)
    .query(async ({ ctx, input }) => {
      if (!(PUBLIC_SETTING_KEYS as string[]).includes(input.key)) await requireRank(ctx, 'viewer');
      return toWire(await findRow(ctx.db, settings, eq(settings.key, input.key), NOT_FOUND));
    }),

  update: adminProcedure
    .meta(rest('PUT', '/settings/{key}', TAG, 'Cria ou atualiza uma configuração', true))
    .input(settingInputSchema.extend(keyInput.shape))
    .output(settingSchema.extend({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const retired = RETIRED_SETTINGS[input.key];
      if (retired) throw badRequest(`${input.key}: ${retired}`);
      const checked = settingValueSchema(input.key).safeParse(input.value);
      if (!checked.success)
        throw badRequest(
          `${input.key}: ${checked.error.issues[0]?.message ?? MESSAGES.validation}`,
        );
      const known = isKnownSetting(input.key) ? KNOWN_SETTINGS[input.key].description : null;
      // A description left out keeps the stored one; `null` or "" puts back the known one.
      const description = input.description === undefined ? undefined : input.description || known;
      const row = await updateOrCreateRow(
        ctx,
        'setting',
        settings,
        eq(settings.key, input.key),
        { value: checked.data, description },
        () => ({ key: input.key, value: checked.data, description: description ?? known }),
      );
      return { ...toWire(row), message: MESSAGES.settingsUpdated };
    }),

  delete: deleteByKey({
    base: adminProcedure,
    table: settings,
    entity: 'setting',
    input: keyInput,
    key: 'key',
    path: '/settings/{key}',
    tag: TAG,
    summary: 'Exclui uma configuração (as conhecidas voltam ao valor padrão)',
    notFound: NOT_FOUND,
  }),
});
