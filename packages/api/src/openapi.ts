import { generateOpenApiDocument } from 'trpc-to-openapi';
import { mediaUploadOperation } from './openapi-media';
import { appRouter } from './router';

/** The OpenAPI 3.1 document of the REST API, generated from the same procedures tRPC serves. */
export function buildOpenApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'API da oficina',
    description:
      'API REST do site e do painel da oficina de ar-condicionado automotivo. Respostas em JSON; ' +
      'falhas respondem com `{ error, code, issues? }`. Rotas protegidas aceitam `Authorization: Bearer <token>` ' +
      '(token de `POST /auth/login`).',
    version: '1.0.0',
    baseUrl,
    securitySchemes: {
      Authorization: {
        type: 'http',
        scheme: 'bearer',
        description: 'Token devolvido por POST /auth/login',
      },
    },
  });
  document.paths = {
    ...document.paths,
    '/media': { ...document.paths?.['/media'], post: mediaUploadOperation() as never },
  };
  return document;
}
