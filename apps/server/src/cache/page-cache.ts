import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorPage } from '../plugins/api-errors';
import type { ContentVersion } from './content-version';
import { hashServerScripts } from './inline-scripts';
import { RenderQueue, RenderQueueFull } from './render-queue';
import type { CachedAnswer, Made, ResponseCache } from './response-cache';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, sendAnswer } from './send-answer';

/**
 * Renders one page of the site, as an anonymous visitor, with `SERVER_SCRIPT_MARK` as the
 * nonce of the scripts it writes.
 */
export type RenderPage = (url: string) => Promise<Response>;

/** Longer addresses are rendered every time: a page is not worth a cache slot per random query. */
const MAX_KEY_LENGTH = 512;

/**
 * Query parameters a page reads, by path. Every other parameter is ignored, so pages are kept
 * and rendered under their path alone: `/?x=1`, `/?x=2`, … (cache-busters, or the tracking tags
 * a shared link collects) are the same page, served from one entry instead of a render each.
 * The results page (/busca) shows what `q` asks for, so each query is a page of its own.
 */
export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  '/busca': ['q'],
};

/**
 * Pages rendered for every request and never kept: the booking page shows the free times of
 * this moment (each booking and each passing minute changes them), and a booking's page is
 * opened by its private link (`/agendamento/<código>`), which must not become a cache key.
 */
export const FRESH_PAGES = [/^\/agendar$/, /^\/agendamento\//];
export const isFreshPage = (url: string) =>
  FRESH_PAGES.some((pattern) => pattern.test(url.split('?', 1)[0] ?? ''));

/** The address a page is rendered and kept under: its path and the parameters it reads. */
export function canonicalPageUrl(url: string): string {
  const [path = '/', search = ''] = url.split('?', 2);
  const reads = PAGE_QUERY_PARAMETERS[path];
  if (!reads || !search) return path;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Whether this client may cause one more render now: 0 yes, else the seconds to wait. Pages
 * already kept are always served; only renders (a new address, or the first after a write)
 * count.
 */
export type RenderAllowance = (request: FastifyRequest) => number;

/** Answers worth keeping: pages, the not-found page and redirects. Errors are never kept. */
const KEEP = new Set([200, 301, 302, 307, 308, 404]);
const keep = (answer: CachedAnswer) => KEEP.has(answer.status);

async function toAnswer(response: Response): Promise<Made> {
  const rendered = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  if (!headers['content-type']?.startsWith('text/html')) {
    return { status: response.status, headers, body: rendered };
  }
  const page = hashServerScripts(rendered.toString('utf8'));
  return {
    status: response.status,
    headers,
    body: Buffer.from(page.html),
    scriptHashes: page.hashes,
  };
}

/**
 * Server-rendered pages kept whole in memory, per address and content version:
 * - a page made since the last write and younger than the cache's time-to-live is sent as is
 *   (with its ETag: a browser that has it gets a 304);
 * - one older than that, with no write since, is still sent at once while a fresh copy is
 *   rendered behind it (scheduled popups, posts and banners come due without a write);
 * - after a write, the next request renders again, and requests arriving meanwhile share that
 *   one render;
 * - when rendering fails (PostgreSQL down), the last good copy is sent instead of the error.
 */
export class PageCache {
  constructor(
    private readonly cache: ResponseCache,
    private readonly version: ContentVersion,
    private readonly render: RenderPage,
    private readonly log: { error(obj: unknown, msg?: string): void },
    private readonly allowRender: RenderAllowance = () => 0,
    private readonly queue: RenderQueue = new RenderQueue(),
  ) {}

  /** Serves the page, or a 503 when the render queue is full (see RenderQueue). */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { private?: boolean } = {},
  ): Promise<FastifyReply> {
    try {
      return await this.#serve(request, reply, options);
    } catch (error) {
      if (!(error instanceof RenderQueueFull)) throw error;
      return tooBusy(reply);
    }
  }

  /** `private`: the same kept page, but sent as no-store (a copy only this visitor may see). */
  async #serve(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { private?: boolean } = {},
  ): Promise<FastifyReply> {
    const shared = options.private ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
    if (isFreshPage(request.url)) {
      const seconds = this.allowRender(request);
      if (seconds > 0) return tooManyRenders(reply, seconds);
      const answer = await this.#make(request.url);
      // A validator that never matches: the page is made anew each time.
      const etag = `W/"${randomUUID()}"`;
      const fresh: CachedAnswer = {
        ...answer,
        etag,
        encoded: {},
        version: -1,
        storedAt: Date.now(),
      };
      return sendAnswer(request, reply, fresh, PRIVATE_CACHE_CONTROL);
    }
    const key = canonicalPageUrl(request.url);
    const version = this.version.value;
    const wait = (found?: { current: boolean }) =>
      found?.current || this.cache.isProducing(key, version) ? 0 : this.allowRender(request);
    if (key.length > MAX_KEY_LENGTH) {
      const seconds = wait();
      if (seconds > 0) return tooManyRenders(reply, seconds);
      const answer = await this.cache.produce(
        key,
        version,
        () => this.#make(key),
        () => false,
      );
      return this.#send(request, reply, answer, shared);
    }
    const found = this.cache.lookup(key, version);
    if (found?.fresh) return sendAnswer(request, reply, found.answer, shared);
    const seconds = wait(found);
    if (seconds > 0) {
      // A copy from before the last write beats a refusal.
      if (found) return sendAnswer(request, reply, found.answer, PRIVATE_CACHE_CONTROL);
      return tooManyRenders(reply, seconds);
    }
    if (found?.current) {
      this.cache
        .produce(key, version, () => this.#make(key), keep)
        .catch((error) => {
          // A busy server refreshes the page at a later visit.
          if (!(error instanceof RenderQueueFull))
            this.log.error({ err: error, url: key }, 'page refresh failed');
        });
      return sendAnswer(request, reply, found.answer, shared);
    }
    let answer: CachedAnswer;
    try {
      answer = await this.cache.produce(key, version, () => this.#make(key), keep);
    } catch (error) {
      if (!found || error instanceof RenderQueueFull) throw error;
      this.log.error({ err: error, url: key }, 'server rendering failed; sending the last copy');
      return sendAnswer(request, reply, found.answer, PRIVATE_CACHE_CONTROL);
    }
    // The database is unreachable (or a page broke): the last good copy beats an error page.
    if (answer.status >= 500 && found) {
      return sendAnswer(request, reply, found.answer, PRIVATE_CACHE_CONTROL);
    }
    return this.#send(request, reply, answer, shared);
  }

  #send(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer,
    shared: string,
  ): FastifyReply {
    return sendAnswer(request, reply, answer, keep(answer) ? shared : PRIVATE_CACHE_CONTROL);
  }

  async #make(url: string): Promise<Made> {
    return this.queue.run(async () => toAnswer(await this.render(url)));
  }
}

/** Seconds a visitor is asked to wait while the render queue is full. */
const BUSY_RETRY_SECONDS = 5;

/** Too many pages being made at once: a short Portuguese page, with when to come back. */
function tooBusy(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_SECONDS))
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .type('text/html; charset=utf-8')
    .send(
      errorPage(503, 'O site está preparando muitas páginas agora. Tente novamente em instantes.'),
    );
}

/** Over the render limit: a short Portuguese page, with when to come back. */
function tooManyRenders(reply: FastifyReply, seconds: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .type('text/html; charset=utf-8')
    .send(errorPage(429, `Tente novamente em ${seconds} segundos.`));
}
