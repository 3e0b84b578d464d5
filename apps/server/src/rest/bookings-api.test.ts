import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, dayOf, firstServiceId, openAllDay, startAt } from '../testing/bookings';
import { useTestApp } from '../testing/rest-suite';

/**
 * The owner's side over a listening server: the list and changes for integrators (roles, moves
 * checked like new bookings, erasure and its feed), a booking taken by phone in the panel, the
 * dashboard's figures, and the calendar feed for the owner's phone, read back by ical.js.
 */
const s = useTestApp({ listen: true });
let serviceId = 0;

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(`${s.base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
};
const json = (answer: { text: string }) => JSON.parse(answer.text);

async function book(startsAt: string, extra: Record<string, unknown> = {}) {
  const answer = await call(
    'POST',
    '/api/bookings',
    undefined,
    bookingBody(serviceId, startsAt, extra),
  );
  expect(answer.status, answer.text).toBe(201);
  return json(answer) as { id: number; manage_url: string };
}

beforeAll(async () => {
  await openAllDay(s.t, s.admin);
  serviceId = await firstServiceId(s.t);
});

describe('bookings for integrators', () => {
  it('lists by day and status for viewers, never for the public', async () => {
    const created = await book(startAt(3, '09:00'), { name: 'Listado Silva' });
    expect((await call('GET', '/api/bookings')).status).toBe(401);
    expect((await call('GET', '/api/bookings', s.user)).status).toBe(403);
    const list = json(
      await call('GET', `/api/bookings?from=${dayOf(3)}&to=${dayOf(3)}&status=pendente`, s.viewer),
    );
    expect(list.items.map((item: { id: number }) => item.id)).toContain(created.id);
    const item = list.items.find((one: { id: number }) => one.id === created.id);
    expect(item).toMatchObject({ name: 'Listado Silva', source: 'site', status: 'pendente' });
    expect(item).not.toHaveProperty('bay');
    expect(item).not.toHaveProperty('consent_at');
    expect(json(await call('GET', `/api/bookings/${created.id}`, s.viewer))).toMatchObject({
      id: created.id,
    });
    const other = json(
      await call('GET', `/api/bookings?from=${dayOf(4)}&to=${dayOf(4)}`, s.viewer),
    );
    expect(other.items.map((one: { id: number }) => one.id)).not.toContain(created.id);
  });

  it('lets a manager confirm and move to free times only, and erase', async () => {
    const created = await book(startAt(5, '09:00'));
    const full = startAt(5, '14:00');
    await book(full);
    await book(full);
    expect(
      (await call('PATCH', `/api/bookings/${created.id}`, s.viewer, { status: 'confirmado' }))
        .status,
    ).toBe(403);
    const confirmed = await call('PATCH', `/api/bookings/${created.id}`, s.manager, {
      status: 'confirmado',
      notes: 'Cliente trará a nota',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(json(confirmed)).toMatchObject({ status: 'confirmado', notes: 'Cliente trará a nota' });
    const refused = await call('PATCH', `/api/bookings/${created.id}`, s.manager, {
      starts_at: full,
    });
    expect(refused.status).toBe(409);
    expect(json(refused)).toMatchObject({ error: 'Horário indisponível', code: 'CONFLICT' });
    const moved = await call('PATCH', `/api/bookings/${created.id}`, s.manager, {
      starts_at: startAt(5, '16:00'),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(json(moved).starts_at).toBe(new Date(startAt(5, '16:00')).toISOString());
    const bad = await call('PATCH', `/api/bookings/${created.id}`, s.manager, { status: 'talvez' });
    expect(bad.status).toBe(400);
    expect(json(bad).issues[0].path).toEqual(['status']);

    const cancelled = await call('PATCH', `/api/bookings/${created.id}`, s.manager, {
      status: 'cancelado',
    });
    expect(cancelled.status).toBe(200);
    const reopened = await call('PATCH', `/api/bookings/${created.id}`, s.manager, {
      status: 'confirmado',
    });
    expect(reopened.status).toBe(409);

    const since = new Date().toISOString();
    expect((await call('DELETE', `/api/bookings/${created.id}`, s.manager)).status).toBe(200);
    expect((await call('GET', `/api/bookings/${created.id}`, s.viewer)).status).toBe(404);
    const deleted = json(
      await call(
        'GET',
        `/api/bookings/deleted?deleted_since=${encodeURIComponent(since)}`,
        s.viewer,
      ),
    );
    expect(deleted.items.map((item: { id: number }) => item.id)).toEqual([created.id]);
    // The private link went with it.
    expect(
      (await call('GET', `/api/bookings/manage/${created.manage_url.split('/').at(-1)}`)).status,
    ).toBe(404);
  });

  it('takes a booking by phone in the panel (source painel), still within capacity', async () => {
    const caller = s.t.app;
    const res = await caller.inject({
      method: 'POST',
      url: '/trpc/bookings.createByStaff',
      headers: { authorization: `Bearer ${s.manager}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        service_id: serviceId,
        // Sooner than the site's notice: the owner may book it.
        starts_at: startAt(0, '21:00'),
        name: 'Cliente por telefone',
        phone: '(21) 3333-4444',
        vehicle: { make: 'Ford', model: 'Ka' },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toMatchObject({ source: 'painel', status: 'pendente' });
  });

  it('shows the upcoming bookings and the bookings of each day on the dashboard', async () => {
    const dashboard = json(await call('GET', '/api/dashboard', s.viewer));
    expect(dashboard.upcoming_bookings.length).toBeGreaterThan(0);
    const today = dashboard.leads.per_day.at(-1);
    // Five made in this file today, one of them erased since.
    expect(today.bookings).toBeGreaterThanOrEqual(4);
  });
});

describe('the calendar feed for the owner’s phone', () => {
  it('is made and rotated by an admin, and read back as RFC 5545 with the time zone', async () => {
    expect(
      (await call('POST', '/api/bookings/calendar-feed', s.manager, { confirm: true })).status,
    ).toBe(403);
    expect(json(await call('GET', '/api/bookings/calendar-feed', s.admin))).toMatchObject({
      exists: false,
      url: null,
    });
    const made = json(
      await call('POST', '/api/bookings/calendar-feed', s.admin, { confirm: true }),
    );
    expect(made.url).toMatch(/\/api\/bookings\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/);
    expect(json(await call('GET', '/api/bookings/calendar-feed', s.admin))).toMatchObject({
      exists: true,
      url: null,
    });

    const created = await book(startAt(6, '10:30'), { name: 'Agenda Feed' });
    const cancelledOne = await book(startAt(6, '13:00'), { name: 'Cancelado Feed' });
    await call('PATCH', `/api/bookings/${cancelledOne.id}`, s.manager, { status: 'cancelado' });

    const feedPath = new URL(made.url).pathname + new URL(made.url).search;
    const feed = await call('GET', feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('no-store');
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const mine = events.find((event) => event.summary.startsWith('Agenda Feed'));
    expect(mine, 'the booking is an event').toBeDefined();
    expect(mine!.startDate.toJSDate().toISOString()).toBe(
      new Date(startAt(6, '10:30')).toISOString(),
    );
    expect(mine!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'America/Sao_Paulo',
    );
    expect(mine!.uid).toBe(`agendamento-${created.id}@localhost:3000`);
    expect(mine!.description).toContain('(21) 99876-5432');
    expect(events.some((event) => event.summary.startsWith('Cancelado Feed'))).toBe(false);
    // One event per booking that holds a place.
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

    const rotated = json(
      await call('POST', '/api/bookings/calendar-feed', s.admin, { confirm: true }),
    );
    expect(rotated.url).not.toBe(made.url);
    expect((await call('GET', feedPath)).status).toBe(404);
    expect((await call('GET', '/api/bookings/calendar.ics?token=curto')).status).toBe(404);
  });
});
