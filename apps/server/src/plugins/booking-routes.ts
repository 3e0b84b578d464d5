import { type ApiDeps, createCaller, createContext, restErrorFor } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionToken } from '../session-cookie';

/**
 * The booking routes whose answers are not JSON, each calling its procedure in-process so the
 * rules stay in the router: the owner's calendar feed, a booking's calendar file, and the forms
 * of the booking pages for visitors without JavaScript (each answers with a redirect to a page:
 * the confirmation, or the form again with what went wrong, never with the visitor's data in
 * the address).
 */

const FORM_BODY_LIMIT = 16 * 1024;

function callerFor(deps: ApiDeps, request: FastifyRequest, secureCookies: boolean) {
  return createCaller(
    createContext(deps, {
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
      token: readSessionToken(request, secureCookies),
    }),
  );
}

function sendCalendar(reply: FastifyReply, text: string, filename: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(text);
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, what: string) {
  const known = restErrorFor(error);
  const status = known?.status ?? 500;
  if (status >= 500) request.log.error({ err: error }, `${what} failed`);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(known?.body ?? { error: MESSAGES.internal, code: 'INTERNAL_SERVER_ERROR' });
}

/** What went wrong, as the booking pages read it from `?erro=` (and `campo=` for one field). */
function failureQuery(error: unknown): Record<string, string> {
  const known = restErrorFor(error);
  if (!known) return { erro: 'falha' };
  if (known.status === 409) return { erro: 'indisponivel' };
  if (known.status === 429) return { erro: 'limite' };
  if (known.status === 403) return { erro: 'fechado' };
  if (known.status === 404) return { erro: 'link' };
  if (known.status === 400) {
    const field = known.body.issues?.[0]?.path.join('.');
    return field ? { erro: 'dados', campo: field } : { erro: 'horario' };
  }
  return { erro: 'falha' };
}

const text = (body: Record<string, string>, name: string) => body[name]?.trim() ?? '';
const optional = (value: string) => (value === '' ? undefined : value);

/** The booking form's fields as the API takes them (names as the API's, vehicle flattened). */
export function bookingFromForm(body: Record<string, string>) {
  const year = text(body, 'year');
  return {
    service_id: Number(text(body, 'service_id')),
    starts_at: text(body, 'starts_at'),
    name: text(body, 'name'),
    phone: text(body, 'phone'),
    email: optional(text(body, 'email')),
    vehicle: {
      make: text(body, 'make'),
      model: text(body, 'model'),
      year:
        year === ''
          ? undefined
          : /^\d{1,4}$/.test(year)
            ? Number(year)
            : (year as unknown as number),
      plate: optional(text(body, 'plate')),
    },
    notes: optional(text(body, 'notes')),
    lgpd_consent: (body.lgpd_consent === 'on' || body.lgpd_consent === 'true') as true,
    website: body.website ?? '',
  };
}

function backToForm(body: Record<string, string>, extra: Record<string, string>) {
  const starts = text(body, 'starts_at');
  const query = new URLSearchParams({
    servico: text(body, 'service_id'),
    ...(starts ? { dia: starts.slice(0, 10), hora: starts.slice(11, 16) } : {}),
    ...extra,
  });
  return `/agendar?${query.toString()}`;
}

export function registerBookingRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  options: { secureCookies: boolean },
): void {
  app.get('/api/bookings/calendar.ics', async (request, reply) => {
    const { token } = (request.query ?? {}) as { token?: unknown };
    try {
      const calendar = await callerFor(deps, request, options.secureCookies).bookings.calendar({
        token: typeof token === 'string' ? token : '',
      });
      return sendCalendar(reply, calendar, 'agenda.ics');
    } catch (error) {
      return sendFailure(request, reply, error, 'calendar feed');
    }
  });

  app.get<{ Params: { token: string } }>(
    '/agendamento/:token/agenda.ics',
    async (request, reply) => {
      try {
        const calendar = await callerFor(
          deps,
          request,
          options.secureCookies,
        ).bookings.manageCalendar({
          token: request.params.token,
        });
        return sendCalendar(reply, calendar, 'agendamento.ics');
      } catch (error) {
        return sendFailure(request, reply, error, 'booking calendar file');
      }
    },
  );

  // The forms post as HTML forms do; only these routes read that encoding.
  app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const see = (reply: FastifyReply, location: string) =>
      reply.code(303).header('location', location).header('cache-control', 'no-store').send();
    const bodyOf = (request: FastifyRequest) =>
      (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        string
      >;

    forms.post('/agendar', async (request, reply) => {
      const body = bodyOf(request);
      try {
        const created = await callerFor(deps, request, options.secureCookies).bookings.create(
          bookingFromForm(body) as never,
        );
        return see(reply, `${new URL(created.manage_url).pathname}?novo=1`);
      } catch (error) {
        return see(reply, backToForm(body, failureQuery(error)));
      }
    });

    forms.post<{ Params: { token: string } }>(
      '/agendamento/:token/cancelar',
      async (request, reply) => {
        const page = `/agendamento/${encodeURIComponent(request.params.token)}`;
        try {
          await callerFor(deps, request, options.secureCookies).bookings.manageCancel({
            token: request.params.token,
          });
          return see(reply, `${page}?cancelado=1`);
        } catch (error) {
          return see(reply, `${page}?${new URLSearchParams(failureQuery(error)).toString()}`);
        }
      },
    );

    forms.post<{ Params: { token: string } }>(
      '/agendamento/:token/remarcar',
      async (request, reply) => {
        const page = `/agendamento/${encodeURIComponent(request.params.token)}`;
        try {
          await callerFor(deps, request, options.secureCookies).bookings.manageReschedule({
            token: request.params.token,
            starts_at: text(bodyOf(request), 'starts_at'),
          });
          return see(reply, `${page}?remarcado=1`);
        } catch (error) {
          return see(reply, `${page}?${new URLSearchParams(failureQuery(error)).toString()}`);
        }
      },
    );
  });
}
