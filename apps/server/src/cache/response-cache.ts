import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** A whole answer kept in memory, with its compressed forms once they are ready. */
export interface CachedAnswer {
  status: number;
  /** Headers to send again (content type, location of a redirect…), lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
  /** Weak validator over the body: equal bodies, equal ETag, whatever the encoding. */
  etag: string;
  /** Hashes of the page's inline scripts, for its Content-Security-Policy (HTML only). */
  scriptHashes?: string[];
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Content version the answer was made at. */
  version: number;
  storedAt: number;
}

/** What the producer of an answer supplies; the cache adds the rest. */
export type Made = Pick<CachedAnswer, 'status' | 'headers' | 'body' | 'scriptHashes'>;

export interface Lookup {
  answer: CachedAnswer;
  /** Made at the current content version: nothing written since. */
  current: boolean;
  /** Current and younger than the time-to-live (scheduled content may have come due since). */
  fresh: boolean;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** How long an answer counts as fresh with no write (popups, posts and banners are scheduled). */
  ttlMs?: number;
  now?: () => number;
}

/** Below this size compression gains less than the header it costs. */
const COMPRESS_MIN_BYTES = 1024;

export const weakEtag = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Answers by key (the request's path and query), least recently used first out, bounded in
 * entries and bytes. Several requests for an answer nobody has yet share one production of it.
 */
export class ResponseCache {
  readonly ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #pending = new Map<string, Promise<CachedAnswer>>();
  readonly #compressing = new WeakSet<CachedAnswer>();
  #bytes = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  lookup(key: string, version: number): Lookup | undefined {
    const answer = this.#entries.get(key);
    if (!answer) return undefined;
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, answer);
    const current = answer.version === version;
    // Compressed once it is asked for again: a page asked for once (a search nobody repeats,
    // a flood of made-up addresses) never costs the CPU of brotli at level 9.
    if (current && answer.body.length >= COMPRESS_MIN_BYTES && !this.#compressing.has(answer)) {
      this.#compressing.add(answer);
      void this.#compress(key, answer);
    }
    return { answer, current, fresh: current && this.#now() - answer.storedAt < this.ttlMs };
  }

  /** Whether an answer for this key and version is being made now (a request would share it). */
  isProducing(key: string, version: number): boolean {
    return this.#pending.has(`${version} ${key}`);
  }

  /**
   * Makes an answer, stores it when `keep` says so, and returns it; concurrent callers for the
   * same key wait for the same production instead of making their own.
   */
  produce(
    key: string,
    version: number,
    make: () => Promise<Made>,
    keep: (answer: CachedAnswer) => boolean,
  ): Promise<CachedAnswer> {
    // Per version: a request after a write must not get an answer begun before it.
    const pendingKey = `${version} ${key}`;
    const running = this.#pending.get(pendingKey);
    if (running) return running;
    const production = (async () => {
      const answer = this.#complete({ ...(await make()), version });
      if (keep(answer)) this.#store(key, answer);
      return answer;
    })().finally(() => this.#pending.delete(pendingKey));
    this.#pending.set(pendingKey, production);
    return production;
  }

  store(key: string, version: number, made: Made): CachedAnswer {
    const answer = this.#complete({ ...made, version });
    this.#store(key, answer);
    return answer;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #complete(made: Made & { version: number }): CachedAnswer {
    return { ...made, etag: weakEtag(made.body), encoded: {}, storedAt: this.#now() };
  }

  #store(key: string, answer: CachedAnswer): void {
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= sizeOf(previous);
    }
    if (answer.body.length > this.#maxBytes / 8) return;
    this.#entries.set(key, answer);
    this.#bytes += answer.body.length;
    this.#evict();
  }

  /** Off the request path, in libuv's pool: compressed on the fly per request until ready. */
  async #compress(key: string, answer: CachedAnswer): Promise<void> {
    try {
      const [br, gz] = await Promise.all([
        brotli(answer.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        }),
        gzip(answer.body, { level: 9 }),
      ]);
      // Dropped or replaced meanwhile: its bytes are no longer counted here.
      if (this.#entries.get(key) !== answer) return;
      answer.encoded = { br, gzip: gz };
      this.#bytes += br.length + gz.length;
      this.#evict();
    } catch {
      // Compression can only fail on memory exhaustion; the answer is still served as is.
    }
  }

  #evict(): void {
    for (const [key, answer] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= sizeOf(answer);
    }
  }
}

const sizeOf = (answer: CachedAnswer) =>
  answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);
