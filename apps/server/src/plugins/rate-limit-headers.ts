import type { RateLimitReport } from '@oficina/api';
import type { FastifyReply } from 'fastify';

/**
 * The two headers of the IETF draft "RateLimit header fields for HTTP" (httpapi-ratelimit-headers),
 * structured-field lists with one item per limit the request counted against:
 * `RateLimit-Policy: "api";q=300;w=60` and `RateLimit: "api";r=297;t=42`.
 */
export function rateLimitHeaders(reports: readonly RateLimitReport[]) {
  const item = (report: RateLimitReport, params: string) => `"${report.name}";${params}`;
  return {
    policy: reports.map((r) => item(r, `q=${r.quota};w=${r.windowSeconds}`)).join(', '),
    limit: reports
      .map((r) =>
        item(
          r,
          `r=${Math.max(0, Math.floor(r.remaining))};t=${Math.max(0, Math.ceil(r.resetsIn))}`,
        ),
      )
      .join(', '),
  };
}

/** Sets both headers on a REST answer (tRPC's clients are our own pages: they need none). */
export function setRateLimitHeaders(
  reply: FastifyReply,
  path: string,
  reports: readonly RateLimitReport[],
): void {
  if (reports.length === 0 || !(path === '/api' || path.startsWith('/api/'))) return;
  const { policy, limit } = rateLimitHeaders(reports);
  reply.header('ratelimit-policy', policy);
  reply.header('ratelimit', limit);
}
