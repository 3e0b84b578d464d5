import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@oficina/api';
import type { FastifyInstance } from 'fastify';
import { DOCS_POLICY } from './security-headers';

/** /api/openapi.json and an interactive reference at /api/docs, all served from this process. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  const built = buildOpenApiDocument(`${publicUrl}/api`);
  // The first server is relative: the docs page's "Try it out" then calls the host the page was
  // opened from (a LAN address, a tunnel, localhost), not only PUBLIC_URL, which may not be
  // reachable from there. Generators read it against where they fetched the document; the
  // public address stays listed second.
  const document = {
    ...built,
    servers: [
      { url: '/api', description: 'Este servidor (o endereço onde a documentação foi aberta)' },
      ...(built.servers ?? []).map((server) => ({ ...server, description: 'Endereço público' })),
    ],
  };
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true },
    // Swagger UI's page loads only its own files; its React view sets inline styles.
    staticCSP: DOCS_POLICY,
    // The explorer bar would invite loading other documents; this page documents ours only.
    theme: {
      title: 'API da oficina — documentação',
      css: [{ filename: 'theme.css', content: '.swagger-ui .topbar { display: none }' }],
    },
  });
}
