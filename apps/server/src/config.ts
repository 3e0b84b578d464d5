import { resolve } from 'node:path';
import { isCommonPassword } from '@oficina/api';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from './paths';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

const rateLimit = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1_000_000).default(fallback));

/** A duration in milliseconds between `min` and one hour. */
const milliseconds = (fallback: number, min: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(3_600_000).default(fallback));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** A relative path is read from the directory the command runs in. */
  DATA_DIR: z
    .preprocess(emptyAsUndefined, z.string().default(DEFAULT_DATA_DIR))
    .transform((dir) => resolve(dir)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_USERNAME: optionalString,
  /**
   * The first admin's e-mail, where a password reset link can go: without one the account can
   * only be recovered with `npm run admin:reset-password` on the server.
   */
  ADMIN_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email('ADMIN_EMAIL precisa ser um e-mail válido, ex.: dono@suaoficina.com.br').optional(),
  ),
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
  /**
   * Time to receive a whole request, headers and body; a client that sends it slower is cut off
   * with a 408. A 10 MB image must arrive within it too (about 3 Mbit/s at the default).
   */
  REQUEST_TIMEOUT_MS: milliseconds(30_000, 1000),
  /**
   * Time to receive a request's headers, counted from a new connection's opening or from the
   * first byte of the next request on a kept-alive one: connections that send nothing are closed.
   */
  CONNECTION_TIMEOUT_MS: milliseconds(10_000, 1000),
  /** How long an idle kept-alive connection waits for its next request. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5000, 100),
  /** Open connections in all; new ones beyond are dropped. */
  MAX_CONNECTIONS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ),
  /**
   * Open connections from one client address (an IPv6 /64 counts as one); 0 turns the cap off.
   * Counted on the socket's own address: behind a reverse proxy every connection comes from the
   * proxy, so set 0 there (or a figure above what the proxy opens) and let the proxy cap clients.
   */
  MAX_CONNECTIONS_PER_IP: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(1_000_000).default(50),
  ),
  /** Requests to /api and /trpc per client address per minute; 0 turns the limit off. */
  RATE_LIMIT_API: rateLimit(300),
  /**
   * Failed logins per client address per 15 minutes, then 429 for any username; password reset
   * requests and confirmations are counted apart under the same figure. 0: off.
   */
  RATE_LIMIT_LOGIN: rateLimit(20),
  /** Contact messages per client address per 10 minutes; 0: off. */
  RATE_LIMIT_CONTACT: rateLimit(5),
  /**
   * Site visits and contact taps counted for the dashboard per client address per 10 minutes;
   * past it they are dropped, not refused. 0: no limit.
   */
  RATE_LIMIT_EVENTS: rateLimit(120),
  /**
   * Server renders of pages per client address per minute (pages already kept are served without
   * counting); past it a 429 page. 0 turns the limit off.
   */
  RATE_LIMIT_RENDERS: rateLimit(60),
  /** Serve the site from source through Vite with hot reload (npm run dev). */
  WEB_DEV: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seed the demo workshop on an empty database; default true, but false under STRICT_DEPLOYMENT. */
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** Apply pending migrations at start; false where a separate step runs `npm run db:migrate`. */
  MIGRATE_ON_START: flag('true'),
  /**
   * A real deployment (the container image, Compose and Kubernetes set it): the settings below are
   * required and nothing is filled in for a trial. Separate from NODE_ENV, which only picks React's
   * production build, so `npm start` on a laptop runs fast without pretending to be the live site.
   */
  STRICT_DEPLOYMENT: flag('false'),
  /** A strict deployment accepts an http PUBLIC_URL only with this explicit opt-out (no TLS anywhere in front). */
  ALLOW_HTTP: flag('false'),
  /**
   * Under STRICT_DEPLOYMENT webhooks must be https:// and may not reach loopback, private or
   * link-local addresses; this lets them (tests, integrations on a private network).
   */
  WEBHOOK_ALLOW_PRIVATE: flag('false'),
  /**
   * The mail server for the owner's lead alerts and password reset links, e.g.
   * smtp://usuario:senha@smtp.exemplo.com.br:587 (smtps:// for TLS from the start). Without it
   * mail is only written to the log and to the panel's outbox.
   */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({
        protocol: /^smtps?$/,
        message:
          'SMTP_URL precisa ser um endereço smtp:// ou smtps://, ex.: smtp://usuario:senha@smtp.exemplo.com.br:587',
      })
      .optional(),
  ),
  /** Sender of that mail, e.g. "Oficina <avisos@exemplo.com.br>"; default no-reply@ the site's host. */
  MAIL_FROM: optionalString,
  /** Where backup files go; default `<DATA_DIR>/backups` (with PostgreSQL too: the image's volume). */
  BACKUP_DIR: optionalString,
  /** Days the daily backups are kept; older ones (of the daily job only) are deleted. */
  BACKUP_RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(3650).default(7),
  ),
});

type ParsedEnv = z.output<typeof envSchema>;

export type Config = Omit<ParsedEnv, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  publicUrl: string;
  secureCookies: boolean;
  /** MAIL_FROM, or no-reply@ the public address's host. */
  mailFrom: string;
};

/** What bounds each client's connections; an app built without them (tests, tools) gets these. */
export const CONNECTION_DEFAULTS = envSchema
  .pick({
    REQUEST_TIMEOUT_MS: true,
    CONNECTION_TIMEOUT_MS: true,
    KEEP_ALIVE_TIMEOUT_MS: true,
    MAX_CONNECTIONS: true,
    MAX_CONNECTIONS_PER_IP: true,
  })
  .parse({});
export type ConnectionLimits = typeof CONNECTION_DEFAULTS;

/** What the command-line tools (migrate, backup, restore) need: the database and backups. */
const databaseSchema = envSchema.pick({
  DATABASE_URL: true,
  DATA_DIR: true,
  DATABASE_POOL_SIZE: true,
  BACKUP_DIR: true,
  BACKUP_RETENTION_DAYS: true,
});
export type DatabaseConfig = z.output<typeof databaseSchema>;

/** A setting to fix, not a bug: start-up prints its message without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function invalid(lines: string[]): ConfigError {
  return new ConfigError(
    `Configuração inválida nas variáveis de ambiente:\n${lines.map((line) => `  - ${line}`).join('\n')}`,
  );
}

/**
 * What a real deployment (STRICT_DEPLOYMENT=true) needs beyond valid values. The first admin's
 * credentials are not among them: they only matter while no user exists, which start-up checks
 * against the database.
 */
function deploymentProblems(env: NodeJS.ProcessEnv): string[] {
  // Read from the raw variables, so they are reported even beside an invalid value elsewhere.
  const set = (name: string) => Boolean(env[name]);
  const problems: string[] = [];
  if (!env.PUBLIC_URL)
    problems.push(
      'PUBLIC_URL: obrigatória em produção — o endereço público do site, ex.: https://www.suaoficina.com.br',
    );
  else if (env.PUBLIC_URL.startsWith('http://') && env.ALLOW_HTTP !== 'true')
    problems.push(
      'PUBLIC_URL: precisa usar https:// em produção (o cookie de sessão só é protegido sob https); ' +
        'para servir só por http, defina ALLOW_HTTP=true',
    );
  if (set('ADMIN_PASSWORD') && !set('ADMIN_USERNAME'))
    problems.push('ADMIN_USERNAME: obrigatório em produção junto com ADMIN_PASSWORD');
  if (set('ADMIN_USERNAME') && !set('ADMIN_PASSWORD'))
    problems.push('ADMIN_PASSWORD: obrigatória em produção junto com ADMIN_USERNAME');
  // An admin without e-mail cannot use "Esqueci minha senha": a deployment names one from the start.
  if (set('ADMIN_USERNAME') && !set('ADMIN_EMAIL'))
    problems.push(
      'ADMIN_EMAIL: obrigatório em produção junto com ADMIN_USERNAME — o e-mail do primeiro ' +
        'administrador, para recuperar a senha (ADMIN_EMAIL is required with ADMIN_USERNAME)',
    );
  // Without it the server renders every page with React's development build: slower, and with
  // checks meant for a developer's machine.
  if (env.NODE_ENV !== 'production')
    problems.push('NODE_ENV: precisa ser production em produção (STRICT_DEPLOYMENT=true)');
  return problems;
}

/** The only place that reads process.env: every setting is checked once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Every problem in one message, so a deployment is fixed in one round.
  if (env.STRICT_DEPLOYMENT === 'true') lines.push(...deploymentProblems(env));
  if (!parsed.success || lines.length > 0) throw invalid(lines);
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return {
    ...config,
    SEED_DEMO:
      config.SEED_DEMO === undefined ? !config.STRICT_DEPLOYMENT : config.SEED_DEMO === 'true',
    publicUrl,
    mailFrom: config.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    // Only https: over http a Secure cookie would never be sent back. Browsers treat
    // http://localhost as secure, but a plain cookie works there as well and on 127.0.0.1 too.
    secureCookies: publicUrl.startsWith('https://'),
  };
}

/** Only what opening the database needs: the migration command runs without the site's settings. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = databaseSchema.safeParse(env);
  if (!parsed.success)
    throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  return parsed.data;
}
