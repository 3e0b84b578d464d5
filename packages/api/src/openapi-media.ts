import { MEDIA_MESSAGES, MEDIA_MIME_TYPES, MESSAGES } from '@oficina/core';
import { accessSentence } from './openapi-procedures';

/** The upload route checks this rank itself (apps/server/src/plugins/media.ts). */
const UPLOAD_ACCESS = 'manager';

const errorBody = (example: string, code: string) => ({
  description: example,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { error: { type: 'string' }, code: { type: 'string' } },
        required: ['error', 'code'],
        example: { error: example, code },
      },
    },
  },
});

/**
 * `POST /media`, the binary upload: a plain route rather than a procedure (the body is the
 * image itself), so the generator does not see it and it is described here.
 */
export function mediaUploadOperation() {
  // `Media` is the named component of mediaSchema (GET /media lists the same records).
  const created = { 'application/json': { schema: { $ref: '#/components/schemas/Media' } } };
  return {
    operationId: 'media-upload',
    summary: 'Envia uma imagem',
    description:
      'O corpo é o próprio arquivo (JPG, PNG, WebP, GIF ou AVIF, até 10 MB e 25 megapixels), com ' +
      'o `Content-Type` do arquivo. O servidor gera cópias WebP de 320, 640, 960, 1280 e 1920 px ' +
      'de largura ' +
      '(nunca maiores que o original), servidas em `/media/u/{id}-{hash}-{largura}.webp` (`hash`: ' +
      'os 10 primeiros caracteres hexadecimais do SHA-256 do original) com cache permanente. ' +
      '`url` é a maior delas: é o caminho que os campos de imagem guardam. O mesmo ' +
      `arquivo enviado de novo devolve o registro existente (200). ${accessSentence(UPLOAD_ACCESS, false)}`,
    tags: ['Imagens'],
    'x-access': UPLOAD_ACCESS,
    security: [{ Authorization: [] }],
    parameters: [
      {
        in: 'query',
        name: 'alt',
        required: false,
        description: 'Texto alternativo da imagem',
        schema: { type: 'string', maxLength: 300 },
      },
      {
        in: 'header',
        name: 'X-File-Name',
        required: false,
        description: 'Nome original do arquivo, codificado com encodeURIComponent',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: Object.fromEntries(
        MEDIA_MIME_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    },
    responses: {
      '200': { description: 'A mesma imagem já tinha sido enviada', content: created },
      '201': { description: 'Imagem salva', content: created },
      '400': errorBody(MEDIA_MESSAGES.invalid, 'BAD_REQUEST'),
      '401': errorBody(MESSAGES.loginRequired, 'UNAUTHORIZED'),
      '403': errorBody(MESSAGES.forbidden, 'FORBIDDEN'),
      '413': {
        ...errorBody(MEDIA_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE'),
        description: `${MEDIA_MESSAGES.tooLarge}; ou: ${MEDIA_MESSAGES.tooManyPixels}`,
      },
      '415': errorBody(MEDIA_MESSAGES.unsupported, 'UNSUPPORTED_MEDIA_TYPE'),
      '429': errorBody(MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS'),
      '500': errorBody(MESSAGES.internal, 'INTERNAL_SERVER_ERROR'),
    },
  };
}
