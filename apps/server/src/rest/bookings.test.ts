import { createHash } from 'node:crypto';
import { bookingLinks, bookings, idempotencyKeys } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  dayOf,
  firstServiceId,
  openAllDay,
  setSetting,
  startAt,
} from '../testing/bookings';
import { useTestApp } from '../testing/rest-suite';

/**
 * Online booking over a listening server: availability from the opening hours and settings,
 * booking without double booking (20 at once for one slot), the customer's private link, and
 * the Portuguese refusals.
 */
const s = useTestApp({ listen: true });
let serviceId = 0;

const json = { 'content-type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${s.base}${path}`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string) => fetch(`${s.base}${path}`);

interface Availability {
  service_id: number;
  duration_minutes: number;
  days: Array<{
    date: string;
    slots: Array<{ starts_at: string; ends_at: string; available: boolean }>;
  }>;
}

async function availabilityOf(from: string, to = from, service = serviceId): Promise<Availability> {
  const res = await get(`/api/bookings/availability?service_id=${service}&from=${from}&to=${to}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Availability;
}

const slotAt = (a: Availability, startsAt: string) =>
  a.days.flatMap((day) => day.slots).find((slot) => slot.starts_at === startsAt);

beforeAll(async () => {
  await openAllDay(s.t, s.admin);
  serviceId = await firstServiceId(s.t);
});

describe('GET /api/bookings/availability', () => {
  it('answers every day asked, with times in the workshop offset and the service duration', async () => {
    const a = await availabilityOf(dayOf(1), dayOf(3));
    expect(a.service_id).toBe(serviceId);
    expect(a.duration_minutes).toBe(60);
    expect(a.days.map((day) => day.date)).toEqual([dayOf(1), dayOf(2), dayOf(3)]);
    const first = a.days[0]!.slots[0]!;
    expect(first.starts_at).toBe(`${dayOf(1)}T00:00:00-03:00`);
    expect(first.ends_at).toBe(`${dayOf(1)}T01:00:00-03:00`);
    // 00:00–23:59 with 30-minute steps and a 60-minute service: the last start is 22:30.
    expect(a.days[0]!.slots.at(-1)!.starts_at).toBe(`${dayOf(1)}T22:30:00-03:00`);
    expect(a.days[0]!.slots.every((slot) => slot.available)).toBe(true);
  });

  it('never offers a time sooner than the notice', async () => {
    const a = await availabilityOf(dayOf(0));
    for (const slot of a.days[0]!.slots)
      expect(Date.parse(slot.starts_at)).toBeGreaterThanOrEqual(
        Date.now() + 2 * 3_600_000 - 60_000,
      );
  });

  it('refuses more than 31 days, reversed ranges and bad dates in Portuguese, naming the field', async () => {
    for (const [query, field, message] of [
      [`from=${dayOf(0)}&to=${dayOf(31)}`, 'to', 'No máximo 31 dias por consulta'],
      [`from=${dayOf(3)}&to=${dayOf(1)}`, 'to', 'A data final vem antes da inicial'],
      [`from=amanha&to=${dayOf(1)}`, 'from', 'Data inválida: use o formato AAAA-MM-DD'],
    ] as const) {
      const res = await get(`/api/bookings/availability?service_id=${serviceId}&${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { issues: Array<{ path: string[]; message: string }> };
      expect(body.issues.find((issue) => issue.path[0] === field)?.message, query).toBe(message);
    }
    expect(
      (await get(`/api/bookings/availability?service_id=999999&from=${dayOf(1)}&to=${dayOf(1)}`))
        .status,
    ).toBe(404);
  });
});

describe('POST /api/bookings', () => {
  it('books a free slot: 201 with the private link, of which only a hash is kept', async () => {
    const startsAt = startAt(2, '09:00');
    const res = await post('/api/bookings', bookingBody(serviceId, startsAt));
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toEqual({
      id: expect.any(Number),
      status: 'pendente',
      starts_at: startsAt,
      ends_at: startAt(2, '10:00'),
      manage_url: expect.stringMatching(
        /^http:\/\/localhost:3000\/agendamento\/[A-Za-z0-9_-]{43}$/,
      ),
    });
    const token = String(created.manage_url).split('/').at(-1)!;
    const links = await s.t.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.booking_id, created.id as number));
    expect(links.map((link) => link.token_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    const [row] = await s.t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, created.id as number));
    expect(row).toMatchObject({
      source: 'site',
      status: 'pendente',
      vehicle: { plate: 'ABC1D23' },
    });
    expect(row!.consent_at).toBeInstanceOf(Date);

    const view = await get(`/api/bookings/manage/${token}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({
      id: created.id,
      status: 'pendente',
      starts_at: startsAt,
      can_change: true,
    });
  });

  it('refuses bad input with a Portuguese 400 naming the field', async () => {
    const startsAt = startAt(2, '11:00');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ phone: '123' }, 'phone'],
      [{ email: 'não é e-mail' }, 'email'],
      [{ vehicle: { make: 'Fiat' } }, 'vehicle.model'],
      [{ vehicle: { make: 'Fiat', model: 'Uno', year: 1800 } }, 'vehicle.year'],
      [{ vehicle: { make: 'Fiat', model: 'Uno', plate: '12345' } }, 'vehicle.plate'],
      [{ lgpd_consent: false }, 'lgpd_consent'],
      [{ starts_at: 'amanhã às 9' }, 'starts_at'],
      [{ service_id: 'um' }, 'service_id'],
    ];
    for (const [change, field] of cases) {
      const res = await post('/api/bookings', bookingBody(serviceId, startsAt, change));
      expect(res.status, field).toBe(400);
      const body = (await res.json()) as {
        error: string;
        issues: Array<{ path: string[]; message: string }>;
      };
      const issue = body.issues.find((one) => one.path.join('.') === field);
      expect(issue, `${field}: ${JSON.stringify(body)}`).toBeDefined();
      expect(issue!.message).toMatch(/[a-zà-ú]/i);
      expect(issue!.message).not.toMatch(/expected|invalid input|received/i);
    }
  });

  it('refuses a time that is not one of the slots', async () => {
    for (const startsAt of [startAt(2, '09:10'), startAt(0, '00:00'), startAt(40, '09:00')]) {
      const res = await post('/api/bookings', bookingBody(serviceId, startsAt));
      expect(res.status, startsAt).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(
        /não está entre os oferecidos/,
      );
    }
  });

  it('answers a full slot with 409 and up to 3 nearest free times', async () => {
    const startsAt = startAt(3, '14:00');
    for (let i = 0; i < 2; i++)
      expect((await post('/api/bookings', bookingBody(serviceId, startsAt))).status).toBe(201);
    const res = await post('/api/bookings', bookingBody(serviceId, startsAt));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; code: string; alternatives: string[] };
    expect(body.error).toBe('Horário indisponível');
    expect(body.code).toBe('CONFLICT');
    // 13:30 and 14:30 overlap the two 14:00 bookings; 13:00 ends as they start. Ties: earlier first.
    expect(body.alternatives).toEqual([
      startAt(3, '13:00'),
      startAt(3, '15:00'),
      startAt(3, '12:30'),
    ]);
    const a = await availabilityOf(dayOf(3));
    expect(slotAt(a, startsAt)!.available).toBe(false);
    for (const alternative of body.alternatives)
      expect(slotAt(a, alternative)!.available).toBe(true);
  });

  it('takes exactly capacity bookings of 20 sent at once for one slot', async () => {
    const startsAt = startAt(4, '10:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/bookings', bookingBody(serviceId, startsAt))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    const rows = await s.t.db
      .select()
      .from(bookings)
      .where(eq(bookings.starts_at, new Date(startsAt)));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.bay))).toEqual(new Set([1, 2]));
  });

  it('books once for an Idempotency-Key, keeping no answer that holds the private link', async () => {
    const key = `agendar-${Date.now()}`;
    const body = bookingBody(serviceId, startAt(5, '08:00'));
    const first = await post('/api/bookings', body, { 'idempotency-key': key });
    const second = await post('/api/bookings', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    // The answer held a secret (the link): the retry is refused, never answered from storage.
    expect(second.status).toBe(409);
    const one = (await first.json()) as { id: number; manage_url: string };
    const stored = await s.t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored[0]!.body).toBeNull();
    const rows = await s.t.db.select().from(bookings).where(eq(bookings.name, body.name));
    expect(rows.map((row) => row.id)).toEqual([one.id]);
  });
});

describe('the booking settings', () => {
  it('booking_capacity, booking_slot_minutes, notice and horizon change what is offered', async () => {
    await setSetting(s.t, s.admin, 'booking_capacity', '1');
    await setSetting(s.t, s.admin, 'booking_slot_minutes', '60');
    try {
      const startsAt = startAt(6, '09:00');
      expect((await post('/api/bookings', bookingBody(serviceId, startsAt))).status).toBe(201);
      expect((await post('/api/bookings', bookingBody(serviceId, startsAt))).status).toBe(409);
      const a = await availabilityOf(dayOf(6));
      expect(a.days[0]!.slots.map((slot) => slot.starts_at.slice(11, 16)).slice(0, 3)).toEqual([
        '00:00',
        '01:00',
        '02:00',
      ]);
      expect(slotAt(a, startsAt)!.available).toBe(false);
    } finally {
      await setSetting(s.t, s.admin, 'booking_capacity', '2');
      await setSetting(s.t, s.admin, 'booking_slot_minutes', '30');
    }
    await setSetting(s.t, s.admin, 'booking_min_notice_hours', '72');
    await setSetting(s.t, s.admin, 'booking_horizon_days', '4');
    try {
      const a = await availabilityOf(dayOf(0), dayOf(6));
      const offered = a.days.filter((day) => day.slots.length > 0).map((day) => day.date);
      expect(offered[0]! >= dayOf(3)).toBe(true);
      expect(offered.at(-1)).toBe(dayOf(4));
      expect(
        (await post('/api/bookings', bookingBody(serviceId, startAt(1, '10:00')))).status,
      ).toBe(400);
      expect(
        (await post('/api/bookings', bookingBody(serviceId, startAt(5, '10:00')))).status,
      ).toBe(400);
    } finally {
      await setSetting(s.t, s.admin, 'booking_min_notice_hours', '2');
      await setSetting(s.t, s.admin, 'booking_horizon_days', '30');
    }
  });

  it('booking_enabled false closes availability and new bookings, in Portuguese', async () => {
    await setSetting(s.t, s.admin, 'booking_enabled', 'false');
    try {
      const a = await get(
        `/api/bookings/availability?service_id=${serviceId}&from=${dayOf(1)}&to=${dayOf(1)}`,
      );
      expect(a.status).toBe(403);
      expect(((await a.json()) as { error: string }).error).toMatch(
        /agendamento pelo site está desligado/,
      );
      const res = await post('/api/bookings', bookingBody(serviceId, startAt(2, '16:00')));
      expect(res.status).toBe(403);
    } finally {
      await setSetting(s.t, s.admin, 'booking_enabled', 'true');
    }
  });

  it('a service that is not bookable is not offered', async () => {
    const patch = await s.t.request('PATCH', `/api/services/${serviceId}`, {
      token: s.admin,
      body: { bookable: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    try {
      const res = await get(
        `/api/bookings/availability?service_id=${serviceId}&from=${dayOf(1)}&to=${dayOf(1)}`,
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(
        'Este serviço não está disponível para agendamento',
      );
    } finally {
      await s.t.request('PATCH', `/api/services/${serviceId}`, {
        token: s.admin,
        body: { bookable: true },
      });
    }
  });

  it('a service duration changes the slots and the booking end', async () => {
    await s.t.request('PATCH', `/api/services/${serviceId}`, {
      token: s.admin,
      body: { duration_minutes: 120 },
    });
    try {
      const a = await availabilityOf(dayOf(7));
      expect(a.duration_minutes).toBe(120);
      expect(a.days[0]!.slots.at(-1)!.starts_at.slice(11, 16)).toBe('21:30');
      const res = await post('/api/bookings', bookingBody(serviceId, startAt(7, '10:00')));
      expect(((await res.json()) as { ends_at: string }).ends_at).toBe(startAt(7, '12:00'));
    } finally {
      await s.t.request('PATCH', `/api/services/${serviceId}`, {
        token: s.admin,
        body: { duration_minutes: 60 },
      });
    }
  });
});

describe('the customer link', () => {
  async function book(startsAt: string) {
    const res = await post('/api/bookings', bookingBody(serviceId, startsAt));
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as { id: number; manage_url: string };
    return { ...created, token: created.manage_url.split('/').at(-1)! };
  }

  it('cancels, freeing the place at once', async () => {
    const startsAt = startAt(8, '10:00');
    const first = await book(startsAt);
    await book(startsAt);
    expect((await post('/api/bookings', bookingBody(serviceId, startsAt))).status).toBe(409);
    const cancel = await post(`/api/bookings/manage/${first.token}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'cancelado', can_change: false });
    expect((await post('/api/bookings', bookingBody(serviceId, startsAt))).status).toBe(201);
    // Cancelled: no more changes through the link.
    expect((await post(`/api/bookings/manage/${first.token}/cancel`, {})).status).toBe(409);
  });

  it('moves to a free time, not to a full one, and only until the notice', async () => {
    const mine = await book(startAt(9, '08:00'));
    const full = startAt(9, '15:00');
    await book(full);
    await book(full);
    const refused = await post(`/api/bookings/manage/${mine.token}/reschedule`, {
      starts_at: full,
    });
    expect(refused.status).toBe(409);
    expect(
      ((await refused.json()) as { alternatives: string[] }).alternatives.length,
    ).toBeGreaterThan(0);
    // Moving half an hour overlaps its own old place: that place counts as free.
    const moved = await post(`/api/bookings/manage/${mine.token}/reschedule`, {
      starts_at: startAt(9, '08:30'),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await moved.json()).toMatchObject({
      starts_at: startAt(9, '08:30'),
      status: 'pendente',
    });

    const soon = await s.t.request('POST', '/api/bookings', {
      body: bookingBody(serviceId, startAt(10, '09:00')),
    });
    const token = soon.json().manage_url.split('/').at(-1);
    await setSetting(s.t, s.admin, 'booking_min_notice_hours', '720');
    try {
      const late = await post(`/api/bookings/manage/${token}/cancel`, {});
      expect(late.status).toBe(409);
      expect(((await late.json()) as { error: string }).error).toMatch(
        /não pode mais ser alterado pelo site/,
      );
    } finally {
      await setSetting(s.t, s.admin, 'booking_min_notice_hours', '2');
    }
  });

  it('an unknown or malformed link is a 404 or 400, never a 500', async () => {
    expect((await get(`/api/bookings/manage/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await get('/api/bookings/manage/curto')).status).toBe(400);
    expect((await post(`/api/bookings/manage/${'B'.repeat(43)}/cancel`, {})).status).toBe(404);
  });

  it('expires a day after the appointment', async () => {
    const mine = await book(startAt(11, '09:00'));
    // Move it into the past directly: the link then opens nothing.
    await s.t.db
      .update(bookings)
      .set({
        starts_at: new Date(Date.now() - 50 * 3_600_000),
        ends_at: new Date(Date.now() - 49 * 3_600_000),
      })
      .where(eq(bookings.id, mine.id));
    expect((await get(`/api/bookings/manage/${mine.token}`)).status).toBe(404);
  });
});
