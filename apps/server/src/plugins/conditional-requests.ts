import { createHash } from 'node:crypto';

/**
 * Conditional requests on the REST API (RFC 9110 §13): every read answered 200 carries an ETag
 * made from its bytes, `If-None-Match` with it answers 304, and a `PUT`, `PATCH` or `DELETE`
 * sent with `If-Match` runs only while the item still reads as the ETag says. An integrator can
 * then tell "nothing changed" from a fresh copy, and never overwrite a change it has not seen.
 */

/** A strong validator: the same bytes, the same tag (If-Match compares strongly). */
export const itemEtag = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** For reads that depend on who asks: a browser or client may keep it but must check back. */
export const CONDITIONAL_CACHE_CONTROL = 'private, no-cache';

const tagsOf = (header: string) =>
  header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * Whether `If-Match` holds for the item as it reads now (`current` undefined: it does not exist).
 * `*` asks only that it exists. A weak tag (W/"…") is compared by its value: clients echo what
 * they were given, and every tag of ours is made from the exact bytes anyway.
 */
export function ifMatchHolds(header: string, current: string | undefined): boolean {
  if (current === undefined) return false;
  return tagsOf(header).some((tag) => tag === '*' || tag.replace(/^W\//, '') === current);
}

/** Whether `If-None-Match` names this tag (weak comparison, as RFC 9110 asks for it). */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return tagsOf(header).some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}

const held = new Map<string, Promise<unknown>>();

/**
 * Runs conditional writes of one address one after another in this process, so the check and
 * the write of one cannot interleave with another's (two clients holding the same ETag: the
 * second gets 412, not a lost update). Instances sharing a database do not share this queue.
 */
export async function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = held.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(run);
  const settled = mine.catch(() => undefined);
  held.set(key, settled);
  try {
    return await mine;
  } finally {
    if (held.get(key) === settled) held.delete(key);
  }
}

/**
 * `Link: <…>; rel="next"` for a page of a list that has more (`has_more` in its answer): the
 * same address with the next window, in the paging style the list answers with. Undefined for
 * anything else.
 */
export function nextPageLink(url: string, body: string): string | undefined {
  // Cheap test first: most answers are not a page with more after it.
  if (!body.includes('"has_more":true')) return undefined;
  let page: { limit?: unknown; offset?: unknown; page?: unknown; page_size?: unknown };
  try {
    page = JSON.parse(body);
  } catch {
    return undefined;
  }
  const [path = '', search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  for (const name of ['page', 'page_size', 'limit', 'offset']) query.delete(name);
  if (typeof page.limit === 'number' && typeof page.offset === 'number') {
    query.set('limit', String(page.limit));
    query.set('offset', String(page.offset + page.limit));
  } else if (typeof page.page === 'number' && typeof page.page_size === 'number') {
    query.set('page', String(page.page + 1));
    query.set('page_size', String(page.page_size));
  } else return undefined;
  return `<${path}?${query}>; rel="next"`;
}
