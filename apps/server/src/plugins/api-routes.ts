import { type ApiDeps, appRouter, createContext } from '@oficina/api';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { readSessionToken, sessionCookieWriter } from '../session-cookie';

type AppRouter = typeof appRouter;

/** tRPC for our own web app at /trpc and the same procedures as REST under /api. */
export async function registerApiRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  options: { secureCookies: boolean },
): Promise<void> {
  // One context for both transports.
  const contextFor = ({ req, res }: { req: FastifyRequest; res: FastifyReply }) =>
    createContext(deps, {
      ip: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      token: readSessionToken(req, options.secureCookies),
      sessionCookie: sessionCookieWriter(res, options.secureCookies),
    });

  const onError = ({
    error,
    path,
  }: {
    error: { code: string; cause?: unknown; message: string };
    path?: string;
  }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
    }
  };

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFor,
      onError,
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext: contextFor,
    onError,
  });
}
