import { shiftIsoDate, workshopTime } from '@oficina/core';
import type { LoadRequest, LoadResult } from './load';
import type { CaseId } from './options';
import { ADMIN } from './processes';

export type Goal =
  | { kind: 'ratio'; min: number; text: string }
  /** Judged on its own run at `connections` (one admin paging, not ten at once). */
  | { kind: 'p95'; maxMs: number; connections: number; text: string };

export interface BenchCase {
  id: CaseId;
  label: string;
  request: LoadRequest;
  baseline: { label: string; request: LoadRequest };
  goal?: Goal;
}

/** What the panel asks for the inbox's first page (contact-search.ts defaults). */
const INBOX_PAGE_1 = '/api/contacts?page=1&page_size=20&sort=created_at&order=desc';

/** A valid form submission: consent given, honeypot empty, filled in 5 s (not spam). */
const CONTACT = {
  name: 'Cliente do Benchmark',
  email: 'cliente.benchmark@example.com',
  vehicle: 'Onix 2019',
  service: 'Recarga de gás',
  message: 'O ar do meu carro parou de gelar. Podem verificar esta semana?',
  lgpd_consent: true,
  website: '',
  elapsed_ms: 5000,
};

const sameBytes = 'bare route, same bytes';
const sameSql = 'bare route, same SQL';

/** Today and the 30 days after it, as the booking page asks. */
function availabilityPath(base: string) {
  const from = workshopTime(new Date()).isoDate;
  return `${base}?service_id=1&from=${from}&to=${shiftIsoDate(from, 30)}`;
}

export function benchCases(token: string): BenchCase[] {
  const login = { username: ADMIN.username, password: ADMIN.password };
  return [
    {
      id: 'home',
      label: 'SSR home /',
      request: { method: 'GET', path: '/' },
      baseline: { label: sameBytes, request: { method: 'GET', path: '/page' } },
      goal: { kind: 'ratio', min: 0.7, text: '≥ 0.7×' },
    },
    {
      id: 'services-page',
      label: 'SSR /servicos',
      request: { method: 'GET', path: '/servicos' },
      baseline: { label: sameBytes, request: { method: 'GET', path: '/page/servicos' } },
    },
    {
      id: 'api-services',
      label: 'GET /api/services',
      request: { method: 'GET', path: '/api/services' },
      baseline: { label: sameSql, request: { method: 'GET', path: '/sql/services' } },
      goal: { kind: 'ratio', min: 1, text: '≥ 1.0×' },
    },
    {
      id: 'trpc-services',
      label: 'tRPC services.list',
      // As the site's httpBatchLink asks it (void input → an empty batch object).
      request: {
        method: 'GET',
        path: `/trpc/services.list?batch=1&input=${encodeURIComponent('{}')}`,
      },
      baseline: { label: sameSql, request: { method: 'GET', path: '/sql/trpc-services' } },
      goal: { kind: 'ratio', min: 1, text: '≥ 1.0×' },
    },
    {
      id: 'availability',
      label: 'availability 31 days (20 000 bookings)',
      request: { method: 'GET', path: availabilityPath('/api/bookings/availability') },
      baseline: {
        label: 'bare route, same SQL, no slots computed',
        request: {
          method: 'GET',
          path: availabilityPath('/sql/availability').replace('service_id=1&', ''),
        },
      },
      goal: { kind: 'p95', maxMs: 20, connections: 1, text: 'p95 < 20 ms' },
    },
    {
      id: 'inbox',
      label: 'inbox page 1 (10 000)',
      request: { method: 'GET', path: INBOX_PAGE_1, headers: { authorization: `Bearer ${token}` } },
      baseline: {
        label: 'bare route, same list+count SQL',
        request: { method: 'GET', path: '/sql/inbox' },
      },
      goal: { kind: 'p95', maxMs: 200, connections: 1, text: 'p95 < 200 ms' },
    },
    {
      id: 'login',
      label: 'POST /api/auth/login',
      request: { method: 'POST', path: '/api/auth/login', body: login },
      baseline: {
        label: 'bare route, select user + argon2.verify',
        request: { method: 'POST', path: '/sql/login', body: login },
      },
    },
    {
      id: 'contact',
      label: 'POST /api/contacts',
      request: { method: 'POST', path: '/api/contacts', body: CONTACT },
      baseline: {
        label: 'bare route, same INSERT',
        request: { method: 'POST', path: '/sql/contact', body: CONTACT },
      },
    },
  ];
}

export function verdict(goal: Goal | undefined, ratio: number, alone?: LoadResult): string {
  if (!goal) return '';
  if (goal.kind === 'ratio') return `${goal.text} ${ratio >= goal.min ? 'met' : 'MISSED'}`;
  if (!alone) return `${goal.text}: not measured`;
  const met = alone.p95 < goal.maxMs;
  return `${goal.text} at ${goal.connections} conn: ${alone.p95.toFixed(1)} ms ${met ? 'met' : 'MISSED'}`;
}
