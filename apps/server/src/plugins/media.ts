import {
  type ApiDeps,
  type Context,
  checkedIdempotencyKey,
  createContext,
  findMediaBySha256,
  requireRank,
  restErrorFor,
  runIdempotently,
  storeMedia,
} from '@oficina/api';
import {
  isMediaMimeType,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_MIME_TYPES,
  MESSAGES,
  mediaUploadQuerySchema,
} from '@oficina/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ImageRejected, processImage, sha256Of } from '../media/process-image';
import { serveMediaVariant } from '../media/serve-variant';
import type { VariantCache } from '../media/variant-cache';
import { readSessionToken } from '../session-cookie';

interface Uploader {
  ctx: Context;
  user: Awaited<ReturnType<typeof requireRank>>;
}

const uploaders = new WeakMap<FastifyRequest, Uploader>();

const reject = (reply: FastifyReply, status: number, error: string, code: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, code });

/** The original's name from `X-File-Name` (URL-encoded), without any folder part. */
function fileNameFrom(request: FastifyRequest): string {
  const header = request.headers['x-file-name'];
  let name = typeof header === 'string' ? header : '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URL-encoded after all: keep it as sent.
  }
  name =
    name
      .replace(/\p{Cc}/gu, '')
      .split(/[\\/]/)
      .pop() ?? '';
  return name.trim().slice(0, 200) || 'imagem';
}

/**
 * Image uploads (`POST /api/media`, the raw bytes as the body) and the resized copies
 * (`GET /media/u/{id}-{hash}-{width}.webp`), both kept in the database so any instance serves
 * them. Listing and deleting are procedures (`media.list`, `media.delete`).
 */
export async function registerMedia(
  app: FastifyInstance,
  deps: ApiDeps,
  options: { cache: VariantCache; secureCookies: boolean },
): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/u/:file', (request, reply) =>
    serveMediaVariant(deps.db, options.cache, request, reply),
  );

  // A scope of its own: these body parsers and error answers apply to the upload only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...MEDIA_MIME_TYPES],
      { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Any other type is refused before its body is read.
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(new ImageRejected(415, MEDIA_MESSAGES.unsupported, 'UNSUPPORTED_MEDIA_TYPE'), undefined),
    );

    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error instanceof ImageRejected)
        return reject(reply, error.status, error.message, error.code);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return reject(reply, 413, MEDIA_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reject(reply, 415, MEDIA_MESSAGES.unsupported, 'UNSUPPORTED_MEDIA_TYPE');
      }
      const known = restErrorFor(error);
      if (known) return reject(reply, known.status, known.body.error, known.body.code);
      throw error; // the app's handler: logged, answered as a generic 500
    });

    scope.post(
      '/api/media',
      {
        bodyLimit: MEDIA_MAX_BYTES,
        // Who may upload is settled before a byte of the body is read (a cross-site cookie
        // upload was already refused by the app-wide check, plugins/cross-site.ts).
        onRequest: async (request) => {
          const ctx = createContext(deps, {
            ip: request.ip ?? null,
            userAgent: request.headers['user-agent'] ?? null,
            token: readSessionToken(request, options.secureCookies),
          });
          uploaders.set(request, { ctx, user: await requireRank(ctx, 'manager') });
        },
      },
      async (request, reply) => {
        const { ctx, user } = uploaders.get(request)!;
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim();
        if (!isMediaMimeType(type)) {
          return reject(reply, 415, MEDIA_MESSAGES.unsupported, 'UNSUPPORTED_MEDIA_TYPE');
        }
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
          return reject(reply, 400, MEDIA_MESSAGES.invalid, 'BAD_REQUEST');
        }
        const query = mediaUploadQuerySchema.safeParse(request.query ?? {});
        if (!query.success) return reject(reply, 400, MESSAGES.validation, 'BAD_REQUEST');

        const upload = async () => {
          // The same bytes again: answer the stored image without decoding anything.
          const sha256 = sha256Of(bytes);
          const existing = await findMediaBySha256(deps.db, sha256);
          if (existing) return { status: 200, media: existing };
          const image = await processImage(bytes);
          const { media, created } = await storeMedia(ctx, user, {
            ...image,
            filename: fileNameFrom(request),
            byte_size: bytes.length,
            alt: query.data.alt,
          });
          return { status: created ? 201 : 200, media };
        };
        const key = request.headers['idempotency-key'];
        let answer: Awaited<ReturnType<typeof upload>>;
        if (key === undefined) answer = await upload();
        else {
          // The same rule as every other POST (packages/api/src/trpc.ts): once per caller.
          const outcome = await runIdempotently(deps.db, {
            scope: `media.upload|${user.apiKey ? `api-key:${user.apiKey.id}` : `session:${user.sessionId}`}`,
            key: checkedIdempotencyKey(Array.isArray(key) ? null : key),
            fingerprint: sha256Of(
              Buffer.concat([
                bytes,
                Buffer.from(`\n${fileNameFrom(request)}\n${query.data.alt ?? ''}`),
              ]),
            ),
            replayable: true,
            run: async () => ({ ok: true as const, value: await upload() }),
          });
          if (!outcome.ok) throw outcome.error;
          if (outcome.replayed) reply.header('idempotent-replayed', 'true');
          answer = outcome.value;
        }
        return reply.code(answer.status).header('location', answer.media.url).send(answer.media);
      },
    );
  });
}
