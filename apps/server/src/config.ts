import { isCommonPassword } from '@oficina/api';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const rateLimit = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1_000_000).default(fallback));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(8, 'ADMIN_PASSWORD precisa ter pelo menos 8 caracteres')
      .max(128, 'ADMIN_PASSWORD pode ter no máximo 128 caracteres')
      .refine((password) => !isCommonPassword(password), {
        message: 'ADMIN_PASSWORD é uma senha muito comum. Escolha outra.',
      })
      .optional(),
  ),
  /** Comma-separated origins allowed to call the API from a browser (e.g. https://painel.exemplo.com.br). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Address the site is reached at; https makes the session cookie Secure. */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Trust X-Forwarded-* from a reverse proxy: "true" for any, or the proxies' addresses/CIDRs, comma-separated. */
  TRUST_PROXY: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((v): boolean | string =>
      v === undefined || v === 'false' ? false : v === 'true' ? true : v,
    ),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Requests to /api and /trpc per client address per minute; 0 turns the limit off. */
  RATE_LIMIT_API: rateLimit(300),
  /** Failed logins per client address per 15 minutes, then 429 for any username; 0: off. */
  RATE_LIMIT_LOGIN: rateLimit(20),
  /** Contact messages per client address per 10 minutes; 0: off. */
  RATE_LIMIT_CONTACT: rateLimit(5),
  /** Serve the site from source through Vite with hot reload (npm run dev). */
  WEB_DEV: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seed the demo workshop on an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.output<typeof envSchema> & { publicUrl: string; secureCookies: boolean };

/** The only place that reads process.env: every setting is checked once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Configuração inválida nas variáveis de ambiente:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ...config, publicUrl, secureCookies: publicUrl.startsWith('https://') };
}
