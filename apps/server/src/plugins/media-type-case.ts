import type { FastifyInstance } from 'fastify';

/**
 * Media types are case-insensitive (`Application/JSON` is `application/json`), and so are their
 * parameter names and the charset's value; but Fastify's body parsers and the REST adapter
 * compare the header as written. The type and its parameters are written in lower case before
 * anything reads the header, so every spelling is parsed the same way. Other parameter values
 * (a multipart boundary) are case-sensitive and kept as sent.
 */
export function lowerCaseMediaType(value: string): string {
  const [type = '', ...parameters] = value.split(';');
  const lowered = parameters.map((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals < 0) return parameter.toLowerCase();
    const name = parameter.slice(0, equals).toLowerCase();
    const text = parameter.slice(equals + 1);
    return `${name}=${name.trim() === 'charset' ? text.toLowerCase() : text}`;
  });
  return [type.toLowerCase(), ...lowered].join(';');
}

export function registerMediaTypeCase(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (type && /[A-Z]/.test(type)) request.headers['content-type'] = lowerCaseMediaType(type);
  });
}
