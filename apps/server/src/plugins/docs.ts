import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@oficina/api';
import type { FastifyInstance } from 'fastify';

/** /api/openapi.json and an interactive reference at /api/docs, all served from this process. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const document = buildOpenApiDocument(`${publicUrl}/api`);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true },
    staticCSP: true,
    // The explorer bar would invite loading other documents; this page documents ours only.
    theme: {
      title: 'API da oficina — documentação',
      css: [{ filename: 'theme.css', content: '.swagger-ui .topbar { display: none }' }],
    },
  });
}
