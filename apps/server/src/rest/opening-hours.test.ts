import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The structured hours of the company record drive the hours line of every page (top bar,
 * footer, contact page) and the JSON-LD openingHoursSpecification; older clients that send
 * the hours as text have it read into the structure.
 */

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.tokenFor('manager');
});
afterAll(() => t.close());

const putCompany = (body: unknown) => t.request('PUT', '/api/company', { token: manager, body });
const patchCompany = (body: unknown) =>
  t.request('PATCH', '/api/company', { token: manager, body });

const jsonLd = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as { openingHoursSpecification?: unknown },
  );
const specOf = (html: string) =>
  jsonLd(html).find((data) => data.openingHoursSpecification)?.openingHoursSpecification;

/** The message of the issue at `path`, as the 400 lists it. */
const issueAt = (body: { issues: { path: string[]; message: string }[] }, path: string) =>
  body.issues.find((issue) => issue.path.join('.') === path)?.message;

const weekdays = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));

describe('structured opening hours', () => {
  it('the seeded company has the demo hours as structure and as text', async () => {
    const company = (await t.request('GET', '/api/company')).json();
    expect(company.working_hours).toBe('Seg a Sex: 8h às 18h | Sáb: 8h às 12h');
    expect(company.opening_hours).toEqual([
      ...weekdays('08:00', '18:00'),
      { weekday: 6, opens: '08:00', closes: '12:00' },
    ]);
    expect(company.closed_dates).toEqual([]);
  });

  it('new hours change the text on / and /contato and their JSON-LD', async () => {
    for (const path of ['/', '/contato']) {
      const before = await t.request('GET', path);
      expect(before.body, path).toContain('Seg a Sex: 8h às 18h | Sáb: 8h às 12h');
    }
    const put = await putCompany({
      opening_hours: [
        ...weekdays('07:30', '16:45'),
        { weekday: 6, opens: '08:00', closes: '12:00' },
        { weekday: 6, opens: '13:00', closes: '15:00' },
      ],
      closed_dates: [{ date: '2026-12-25', note: 'Natal' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const text = 'Seg a Sex: 7h30 às 16h45 | Sáb: 8h às 12h e 13h às 15h';
    expect(put.json().working_hours).toBe(text);
    expect(put.json().closed_dates).toEqual([{ date: '2026-12-25', note: 'Natal' }]);

    for (const path of ['/', '/contato']) {
      const res = await t.request('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(text);
      expect(res.body, path).not.toContain('Seg a Sex: 8h às 18h');
      expect(specOf(res.body), path).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:30',
          closes: '16:45',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday'],
          opens: '08:00',
          closes: '12:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday'],
          opens: '13:00',
          closes: '15:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2026-12-25',
          validThrough: '2026-12-25',
        },
      ]);
    }
    // The badge depends on the visitor's moment: kept pages carry none of it.
    const home = (await t.request('GET', '/')).body;
    expect(home).not.toContain('Aberto agora');
    expect(home).not.toContain('Fechado —');
  });

  it('refuses invalid hours and dates with 400 and Portuguese messages, changing nothing', async () => {
    const before = (await t.request('GET', '/api/company')).json();
    /** Sends the body, expects a 400 naming `path`, and returns that issue's message. */
    const refusal = async (body: object, path: string, send = putCompany) =>
      issueAt(expectInvalid(await send(body), path), path);
    const one = (interval: object) => ({ opening_hours: [interval] });

    expect(
      await refusal(
        one({ weekday: 7, opens: '08:00', closes: '12:00' }),
        'opening_hours.0.weekday',
      ),
    ).toBe('Dia da semana de 0 (domingo) a 6 (sábado)');
    // Text is never read as a number here.
    await refusal(
      one({ weekday: '1', opens: '08:00', closes: '12:00' }),
      'opening_hours.0.weekday',
    );
    expect(
      await refusal(one({ weekday: 1, opens: '08:00', closes: '24:00' }), 'opening_hours.0.closes'),
    ).toBe('Horário de fechamento inválido: use HH:MM, de 00:00 a 23:59');
    expect(
      await refusal(one({ weekday: 1, opens: '18:00', closes: '08:00' }), 'opening_hours.0.closes'),
    ).toBe('O horário de abertura deve ser antes do de fechamento');
    const overlapping = {
      opening_hours: [
        { weekday: 2, opens: '08:00', closes: '12:00' },
        { weekday: 2, opens: '11:00', closes: '14:00' },
      ],
    };
    expect(await refusal(overlapping, 'opening_hours.1', patchCompany)).toBe(
      'Os horários de terça se sobrepõem',
    );
    await refusal({ closed_dates: [{ date: '2026-02-30', note: '' }] }, 'closed_dates.0.date');
    await refusal({ opening_hours: 'Seg a Sex' }, 'opening_hours');
    expect((await t.request('GET', '/api/company')).json()).toEqual(before);
  });

  it('reads hours sent as text by older clients, and refuses text it cannot read', async () => {
    const put = await putCompany({ working_hours: 'Segunda a Sexta: 9h às 17h' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().opening_hours).toEqual(weekdays('09:00', '17:00'));
    expect(put.json().working_hours).toBe('Seg a Sex: 9h às 17h');

    const before = (await t.request('GET', '/api/company')).json();
    const refused = expectError(
      await putCompany({ working_hours: 'Horário comercial, exceto feriados' }),
      400,
      'BAD_REQUEST',
    );
    expect(refused.error).toMatch(/^Não foi possível ler o horário em texto/);
    expect((await t.request('GET', '/api/company')).json()).toEqual(before);
  });
});
