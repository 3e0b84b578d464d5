import { shiftIsoDate, workshopInstant, workshopIsoDateTime, workshopTime } from '@oficina/core';
import type { TestApp } from './test-app';

/**
 * Helpers for the booking tests: a workshop open every day, all day (so any moment of the run
 * has slots), a booking body, and start times a few days ahead on the workshop's clock.
 */

export const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '23:59',
}));

export async function openAllDay(t: TestApp, token: string) {
  const res = await t.request('PATCH', '/api/company', {
    token,
    body: { opening_hours: ALL_DAY, closed_dates: [] },
  });
  if (res.statusCode !== 200) throw new Error(`company: ${res.body}`);
}

export async function setSetting(t: TestApp, token: string, key: string, value: string) {
  const res = await t.request('PUT', `/api/settings/${key}`, { token, body: { value } });
  if (res.statusCode !== 200) throw new Error(`setting ${key}: ${res.body}`);
}

/** "HH:MM" `days` days from today on the workshop's calendar, as the API writes it. */
export function startAt(days: number, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const date = shiftIsoDate(workshopTime(new Date()).isoDate, days);
  return workshopIsoDateTime(workshopInstant(date, h * 60 + m));
}

export const dayOf = (days: number) => shiftIsoDate(workshopTime(new Date()).isoDate, days);

export async function firstServiceId(t: TestApp): Promise<number> {
  const services = (await t.request('GET', '/api/services')).json() as Array<{ id: number }>;
  return services[0]!.id;
}

let people = 0;

export function bookingBody(
  serviceId: number,
  startsAt: string,
  overrides: Record<string, unknown> = {},
) {
  people++;
  return {
    service_id: serviceId,
    starts_at: startsAt,
    name: `Cliente Teste ${people}`,
    phone: '(21) 99876-5432',
    email: `cliente${people}@exemplo.com.br`,
    vehicle: { make: 'Fiat', model: 'Argo', year: 2019, plate: 'abc-1d23' },
    notes: 'Ar não gela',
    lgpd_consent: true,
    ...overrides,
  };
}
