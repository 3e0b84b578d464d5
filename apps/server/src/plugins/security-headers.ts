import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** CSP source for an inline script or style written as-is in a static file. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PagePolicyOptions {
  /** The page's own inline scripts, by hash (server-rendered pages, /offline.html). */
  scriptHashes?: string[];
  /** Over https: mixed content is upgraded. */
  https: boolean;
}

/**
 * The Content-Security-Policy of an HTML page. Scripts only from this origin, or inline with
 * the hash of one the server wrote itself: no 'unsafe-inline', no 'unsafe-eval', so injected
 * markup cannot run. Styles allow 'unsafe-inline': the site renders style attributes on the
 * server, the panel's drag and drop moves items with them, and the toast library inserts its
 * stylesheet at run time — CSS cannot run code, and scripts are what the policy locks.
 * Images may also come from https addresses (image fields accept an http(s) URL).
 */
export function pagePolicy({ scriptHashes = [], https }: PagePolicyOptions): string {
  const scripts = ["'self'", ...scriptHashes];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The API documentation (Swagger UI): its own scripts and styles, all served from here. */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** JSON answers are never documents that load or run anything. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** An SVG opened on its own runs no script (its own styles still apply). */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Features no page of the site uses: denied to it and to anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** HSTS: two years, subdomains too; sent only on https answers (RFC 6797 §7.2). */
const HSTS = 'max-age=63072000; includeSubDomains';

export const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Who may embed an answer. Images may be shown by the workshop's other sites (same registrable
 * domain). Share pictures (/og/) are made to be shown anywhere: a link preview in a web chat or
 * a social network's page loads them from its own origin, and same-site would blank it there.
 * They only show what the public page already says.
 */
function resourcePolicy(url: string): string {
  if (url.startsWith('/og/')) return 'cross-origin';
  return url.startsWith('/media/') ? 'same-site' : 'same-origin';
}

function setHeaders(request: FastifyRequest, reply: FastifyReply, csp: boolean): void {
  const https = isHttps(request);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', resourcePolicy(request.url));
  reply.header('x-frame-options', 'DENY');
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (https) reply.header('strict-transport-security', HSTS);

  if (!csp || reply.hasHeader('content-security-policy')) return;
  const type = String(reply.getHeader('content-type') ?? '').toLowerCase();
  if (type.startsWith('text/html')) {
    reply.header('content-security-policy', pagePolicy({ https }));
  } else if (type.startsWith('application/json')) {
    reply.header('content-security-policy', DATA_POLICY);
  } else if (type.startsWith('image/svg+xml')) {
    reply.header('content-security-policy', SVG_POLICY);
  }
}

/**
 * Browser defences on every answer (OWASP secure headers; MDN HTTP Observatory): no MIME
 * sniffing, no framing, a strict referrer, an isolated browsing context, denied features, HSTS
 * over https, and a Content-Security-Policy on every HTML page (a route may set its own first,
 * e.g. /offline.html with its scripts' hashes). Under `npm run dev` (Vite serving modules with
 * inline hot-reload scripts) no CSP is sent.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { csp: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setHeaders(request, reply, options.csp);
    return payload;
  });
}
