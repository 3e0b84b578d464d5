/**
 * A request's URL as the log may keep it. A password-reset link carries its token in the query
 * (`/admin/redefinir-senha?token=…`), and whoever reads the log must not be able to open the
 * account with it, so the values of such parameters are replaced. Very long URLs (a batch of
 * tRPC calls, a probe near the 414 limit) are cut, so one request cannot fill the log.
 */

/** Query parameters whose value opens something; compared without regard to case. */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'api_key',
  'apikey',
  'password',
  'senha',
  'secret',
]);

export const OMITTED = '[omitido]';

/** Longest URL written to the log; the rest is replaced by a count of what was cut. */
export const MAX_LOGGED_URL = 1000;

function paramName(raw: string): string {
  const name = raw.replaceAll('+', ' ');
  try {
    return decodeURIComponent(name).trim().toLowerCase();
  } catch {
    return name.trim().toLowerCase();
  }
}

/**
 * Paths that carry a private link's code as a segment (a booking's `/agendamento/<código>`, the
 * API's `/bookings/manage/<código>`): the segment is replaced like a secret parameter.
 */
const SECRET_SEGMENTS = /(\/agendamento\/|\/api\/bookings\/manage\/)[^/?#]+/gi;

function withoutSecrets(full: string): string {
  const url = full.replace(SECRET_SEGMENTS, `$1${OMITTED}`);
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hashAt = url.indexOf('#', start);
  const end = hashAt === -1 ? url.length : hashAt;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      return SECRET_PARAMS.has(paramName(name)) ? `${name}=${OMITTED}` : part;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}`;
}

export function loggableUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const safe = withoutSecrets(url);
  if (safe.length <= MAX_LOGGED_URL) return safe;
  return `${safe.slice(0, MAX_LOGGED_URL)}…(+${safe.length - MAX_LOGGED_URL} caracteres)`;
}
