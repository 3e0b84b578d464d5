import type { FastifyInstance } from 'fastify';

export const LIVENESS_PATH = '/livez';

/**
 * Answers while the process serves requests, without touching the database: a liveness probe on
 * /api/health would restart every instance during a short database outage, which a restart
 * cannot fix. Outside /api, so no rate limit counts it.
 */
export function registerLiveness(app: FastifyInstance): void {
  app.get(LIVENESS_PATH, (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
}
