import {
  attentionGrabberSchema,
  MARKETING_DEFAULTS,
  MARKETING_LABELS,
  type MarketingKey,
  marketingConfigsSchema,
  offerBannerSchema,
  updateInputOf,
  urgencyBannerSchema,
} from '@oficina/core';
import { type Database, marketingConfigs } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context';
import { parseOrRefuse } from '../errors';
import { upsertRow } from '../services/crud';
import { KEPT_FOR_EVERYONE, managerProcedure, publicProcedure, router } from '../trpc';
import { putAndPatch, rest } from './meta';

const TAG = 'Marketing';

const SCHEMAS = {
  attention_grabber: attentionGrabberSchema,
  urgency_banner: urgencyBannerSchema,
  offer_banner: offerBannerSchema,
} as const;

/** Stored config over MARKETING_DEFAULTS, so a config saved before a new field still parses. */
async function readConfig(db: Database, key: MarketingKey): Promise<unknown> {
  const [row] = await db.select().from(marketingConfigs).where(eq(marketingConfigs.key, key));
  const parsed = SCHEMAS[key].safeParse({ ...MARKETING_DEFAULTS[key], ...(row?.config ?? {}) });
  return parsed.success ? parsed.data : MARKETING_DEFAULTS[key];
}

async function writeConfig(ctx: Context, key: MarketingKey, config: Record<string, unknown>) {
  await upsertRow(ctx, 'marketing', marketingConfigs, eq(marketingConfigs.key, key), {
    key,
    config,
  });
  return {
    ...config,
    message: `Configuração do ${MARKETING_LABELS[key].toLowerCase()} atualizada!`,
  };
}

const definedFields = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** GET, PUT and PATCH /marketing-configs/{path} for one component, typed by its own schema. */
function configProcedures<S extends z.ZodObject>(key: MarketingKey, path: string, schema: S) {
  return {
    get: publicProcedure
      .meta(KEPT_FOR_EVERYONE)
      .meta(
        rest('GET', `/marketing-configs/${path}`, TAG, `Configuração: ${MARKETING_LABELS[key]}`),
      )
      .input(z.void())
      .output(schema)
      // readConfig parsed it with this very schema; the generic S cannot show that to the compiler.
      .query(async ({ ctx }) => (await readConfig(ctx.db, key)) as never),
    ...putAndPatch(
      managerProcedure.input(updateInputOf(schema)).output(schema.extend({ message: z.string() })),
      `/marketing-configs/${path}`,
      TAG,
      `Atualiza: ${MARKETING_LABELS[key]}`,
      async ({ ctx, input }) => {
        // The fields sent over the stored configuration, checked as a whole.
        const merged = parseOrRefuse(schema, {
          ...((await readConfig(ctx.db, key)) as Record<string, unknown>),
          ...definedFields(input as Record<string, unknown>),
        });
        return (await writeConfig(ctx, key, merged as Record<string, unknown>)) as z.output<S> & {
          message: string;
        };
      },
    ),
  };
}

const attention = configProcedures(
  'attention_grabber',
  'attention-grabber',
  attentionGrabberSchema,
);
const urgency = configProcedures('urgency_banner', 'urgency-banner', urgencyBannerSchema);
const offer = configProcedures('offer_banner', 'offer-banner', offerBannerSchema);

export const marketingRouter = router({
  all: publicProcedure
    .meta(KEPT_FOR_EVERYONE)
    .meta(rest('GET', '/marketing-configs', TAG, 'As três configurações de marketing'))
    .input(z.void())
    .output(marketingConfigsSchema)
    .query(
      async ({ ctx }) =>
        ({
          attention_grabber: await readConfig(ctx.db, 'attention_grabber'),
          urgency_banner: await readConfig(ctx.db, 'urgency_banner'),
          offer_banner: await readConfig(ctx.db, 'offer_banner'),
        }) as z.output<typeof marketingConfigsSchema>,
    ),
  attentionGrabber: attention.get,
  updateAttentionGrabber: attention.update,
  patchAttentionGrabber: attention.patch,
  urgencyBanner: urgency.get,
  updateUrgencyBanner: urgency.update,
  patchUrgencyBanner: urgency.patch,
  offerBanner: offer.get,
  updateOfferBanner: offer.update,
  patchOfferBanner: offer.patch,
});
