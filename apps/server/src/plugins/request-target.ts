import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@oficina/core';
import type { FastifyInstance } from 'fastify';
import { sendError } from './api-errors';

/** Why a request's target was refused, set while it is normalised and answered before routing. */
const REFUSAL = Symbol('request target refusal');

type RawRequest = IncomingMessage & { originalUrl?: string; [REFUSAL]?: string };

/** `scheme://authority…`: a proxy-style (absolute-form) request target. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)(.*)$/is;

const hostOf = (authority: string) => authority.replace(/^[^@]*@/, '').toLowerCase();

/**
 * The request target written one way before anything reads it (routing, limits, caches, logs):
 * origin-form (`/path?query`), without a fragment. HTTP clients never send a fragment and only
 * proxies are sent absolute-form targets (`POST http://host/path`); a server must accept the
 * latter for itself, so one naming this site becomes its path, and one naming another host is
 * refused. Either way every later reader sees the same path the router routes, so no rule can
 * read a request one way while the router reads it another.
 */
export function normaliseTarget(req: RawRequest, ownHosts: ReadonlySet<string>): string {
  let url = req.url ?? '/';
  const hosts = req.rawHeaders.filter((_, index) => index % 2 === 0 && /^host$/i.test(_));
  if (hosts.length > 1) req[REFUSAL] = MESSAGES.duplicateHost;
  const absolute = ABSOLUTE_FORM.exec(url);
  if (absolute) {
    const host = hostOf(absolute[1] ?? '');
    const own = ownHosts.has(host) || host === (req.headers.host ?? '').toLowerCase();
    if (!own) req[REFUSAL] ??= MESSAGES.foreignTarget;
    const rest = absolute[2] ?? '';
    url = rest.startsWith('/') ? rest : `/${rest}`;
  }
  const hash = url.indexOf('#');
  if (hash >= 0) {
    req[REFUSAL] ??= MESSAGES.fragmentInTarget;
    url = url.slice(0, hash) || '/';
  }
  // What Fastify and every hook read as the request's "original" URL.
  req.originalUrl = url;
  return url;
}

/** The hosts this site answers as its own, besides the Host header of each request. */
export function ownHosts(publicUrl: string): Set<string> {
  const hosts = new Set<string>();
  try {
    hosts.add(new URL(publicUrl).host.toLowerCase());
  } catch {
    // An invalid PUBLIC_URL is refused at start-up; nothing to add.
  }
  return hosts;
}

/**
 * Answers, before any other rule, a request whose target or Host could be read two ways: a
 * Portuguese 400 in the shape of its path (which normaliseTarget has already made canonical).
 */
export function registerTargetRefusals(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = (request.raw as RawRequest)[REFUSAL];
    if (!refusal) return;
    reply.header('cache-control', 'no-store').header('connection', 'close');
    return sendError(request, reply, 400, { message: refusal });
  });
}
