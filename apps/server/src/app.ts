import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { ApiDeps } from '@oficina/api';
import { CONTENT_CHANNEL, type DatabaseHandle, settings } from '@oficina/db';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { ContentVersion } from './cache/content-version';
import { registerPublicApiCache } from './cache/public-api-cache';
import { ResponseCache } from './cache/response-cache';
import { nextContentBoundary, ScheduleClock } from './cache/schedule-clock';
import type { Config, ConnectionLimits } from './config';
import { loggableUrl } from './loggable-url';
import { VariantCache } from './media/variant-cache';
import { registerAdmin } from './plugins/admin';
import { frameworkErrorHandler, registerApiErrorHandling } from './plugins/api-errors';
import { registerApiRoutes } from './plugins/api-routes';
import { registerBackupExport } from './plugins/backup-export';
import { registerBookingRoutes } from './plugins/booking-routes';
import {
  connectionLimits,
  connectionOptions,
  registerConnectionLimits,
} from './plugins/connection-limits';
import { registerContactsExport } from './plugins/contacts-export';
import { registerCors } from './plugins/cors';
import { registerCrossSiteCheck } from './plugins/cross-site';
import { registerDocs } from './plugins/docs';
import { registerLiveness } from './plugins/liveness';
import { registerMedia } from './plugins/media';
import { registerMediaTypeCase } from './plugins/media-type-case';
import { registerRateLimits } from './plugins/rate-limits';
import { renderAllowance } from './plugins/render-limit';
import { registerRequestId, requestIdOf } from './plugins/request-id';
import { registerRequestShape } from './plugins/request-shape';
import { normaliseTarget, ownHosts, registerTargetRefusals } from './plugins/request-target';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSeoFiles } from './plugins/seo-files';
import { registerShareImages } from './plugins/share-images';
import { registerSite } from './plugins/site';
import { registerWeb } from './plugins/web';

export interface AppOptions {
  config: Pick<
    Config,
    | 'LOG_LEVEL'
    | 'CORS_ORIGINS'
    | 'BODY_LIMIT'
    | 'TRUST_PROXY'
    | 'publicUrl'
    | 'secureCookies'
    | 'WEB_DEV'
  > &
    /** Absent: no limit (tests and tools that build the app themselves). */
    Partial<
      Pick<
        Config,
        | 'RATE_LIMIT_API'
        | 'RATE_LIMIT_LOGIN'
        | 'RATE_LIMIT_CONTACT'
        | 'RATE_LIMIT_RENDERS'
        | 'RATE_LIMIT_EVENTS'
        | 'STRICT_DEPLOYMENT'
        | 'WEBHOOK_ALLOW_PRIVATE'
      >
    > &
    /** Absent: the defaults of config.ts. */
    Partial<ConnectionLimits>;
  deps: ApiDeps;
  /**
   * Where other instances announce their writes (LISTEN/NOTIFY on PostgreSQL); absent, only this
   * instance's own writes refresh its caches (one process: PGlite, tests).
   */
  notifications?: Pick<DatabaseHandle, 'listen'>;
  /** Pretty logs for a person at a terminal; JSON lines otherwise. */
  prettyLogs?: boolean;
  /** Where JSON log lines go instead of stdout (tests collect them to fail on error lines). */
  logStream?: { write(line: string): void };
}

/** Builds the whole HTTP surface; it does not listen, so tests drive it with `inject`. */
export async function buildApp({
  config,
  deps,
  notifications,
  prettyLogs = false,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const limits = connectionLimits(config);
  const hosts = ownHosts(config.publicUrl);
  const app = Fastify({
    // Every request's target in origin-form before routing, so every rule reads what the
    // router routes (request-target.ts).
    rewriteUrl: (req) => normaliseTarget(req, hosts),
    // The client's X-Request-Id when well formed, else a UUID: in every log line and answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // How long a client may take to send a request, or hold a connection idle.
    ...connectionOptions(limits),
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Fastify's own request fields, with the URL as the log may keep it (no reset tokens).
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(prettyLogs
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT,
    // Batched tRPC calls put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    trustProxy: config.TRUST_PROXY,
    // Requests arriving while the server closes get a Portuguese 503 (api-errors.ts), not
    // Fastify's English one.
    return503OnClosing: false,
    // A URL the router cannot take (bad percent-encoding, an overlong parameter) is answered
    // before any route runs, in the shape of its path.
    frameworkErrors: frameworkErrorHandler,
  });

  const mediaCache = new VariantCache();
  const contentVersion = new ContentVersion();
  const publicAnswers = new ResponseCache();
  // A banner or popup coming into or out of its dates counts as a change of content.
  const scheduleClock = new ScheduleClock(
    (now) => nextContentBoundary(deps.db, now),
    () => contentVersion.changed(),
    app.log,
  );
  // Started when the server is ready, which is after the migrations (main.ts).
  app.addHook('onReady', async () => scheduleClock.start());
  app.addHook('onClose', async () => scheduleClock.close());
  const contentChanged = (entity?: string) => {
    contentVersion.changed(entity);
    scheduleClock.changed(entity);
    // A deleted image leaves memory at once.
    if (entity === undefined || entity === 'media') mediaCache.clear();
  };
  const deps_: ApiDeps = {
    ...deps,
    publicUrl: deps.publicUrl ?? config.publicUrl,
    eventsPerWindow: deps.eventsPerWindow ?? config.RATE_LIMIT_EVENTS ?? 0,
    quotas: deps.quotas ?? {
      login: config.RATE_LIMIT_LOGIN ?? 0,
      contact: config.RATE_LIMIT_CONTACT ?? 0,
    },
    log: deps.log ?? app.log,
    webhookPolicy: deps.webhookPolicy ?? {
      strict: config.STRICT_DEPLOYMENT ?? false,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE ?? false,
    },
    onContentChange: (entity) => {
      // This instance's own writes count at once (its next request must see them); others'
      // arrive through the notification channel.
      contentChanged(entity);
      deps.onContentChange?.(entity);
    },
  };
  if (notifications) {
    const subscription = await notifications.listen(CONTENT_CHANNEL, {
      onNotify: (entity) => contentChanged(entity),
      // Back after a lost connection: announcements may have been missed.
      onListen: () => contentChanged(),
    });
    app.addHook('onClose', () => subscription.close());
  }

  registerConnectionLimits(app, limits);
  registerRequestId(app);
  registerTargetRefusals(app);
  registerMediaTypeCase(app);
  registerApiErrorHandling(app);
  registerSecurityHeaders(app, { csp: !config.WEB_DEV });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Responses are compressed as they stream; a light brotli level keeps that cheap per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  const cookieMode = { secureCookies: config.secureCookies };
  registerCrossSiteCheck(app, {
    ...cookieMode,
    allowedOrigins: config.CORS_ORIGINS,
    publicUrl: config.publicUrl,
  });
  // Same-origin by default; other sites only when listed in CORS_ORIGINS.
  await registerCors(app, config.CORS_ORIGINS);
  // After CORS, so a 429 still carries the CORS headers a listed origin needs to read it.
  const httpCall = registerRateLimits(app, deps.db, { api: config.RATE_LIMIT_API ?? 0 });
  // After the whole-API limit, so refused spellings still count against it.
  registerRequestShape(app);
  registerPublicApiCache(app, {
    cache: publicAnswers,
    version: contentVersion,
    secureCookies: config.secureCookies,
  });
  await registerApiRoutes(app, deps_, { ...cookieMode, httpCall });
  registerContactsExport(app, deps_, cookieMode);
  registerBookingRoutes(app, deps_, cookieMode);
  registerBackupExport(app, deps_, cookieMode);
  await registerMedia(app, deps_, { cache: mediaCache, ...cookieMode });
  await registerDocs(app, config.publicUrl);
  registerLiveness(app);
  await registerSeoFiles(app, deps_);
  // Pages and share images drawn for a client share one per-address allowance of renders.
  const allowRender = renderAllowance(config.RATE_LIMIT_RENDERS ?? 0);
  await registerShareImages(app, deps_, { version: contentVersion, allowRender });
  await registerAdmin(app, { dev: config.WEB_DEV });
  const webReady = await registerWeb(app, deps_, {
    publicUrl: config.publicUrl,
    dev: config.WEB_DEV,
    cache: publicAnswers,
    version: contentVersion,
    allowRender,
    secureCookies: config.secureCookies,
  });
  await registerSite(app, {
    startPage: !webReady,
    siteName: async () => {
      const [row] = await deps.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'site_name'));
      return row?.value ?? 'Oficina';
    },
  });
  return app;
}
