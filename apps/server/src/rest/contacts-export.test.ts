import { contactMessages } from '@oficina/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../plugins/contacts-export';
import {
  expectError,
  expectInvalid,
  FORBIDDEN,
  LOGIN_REQUIRED,
} from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let viewer: string;
let manager: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  viewer = await t.tokenFor('viewer');
  manager = await t.tokenFor('manager');
  user = await t.tokenFor('user');
});
afterAll(() => t.close());

const URL = '/api/contacts/export.csv';
const HEADER = [
  'ID',
  'Data',
  'Nome',
  'E-mail',
  'Telefone',
  'Veículo',
  'Serviço',
  'Mensagem',
  'Status',
  'Consentimento LGPD',
];

/** RFC 4180 with `;`: quoted cells may hold `;`, `""` and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  expect(row).toEqual([]);
  return rows;
}

async function exportCsv(query = '', token = viewer) {
  const res = await t.request('GET', `${URL}${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(res.body.slice(1));
  expect(header).toEqual(HEADER);
  return rows;
}

const idsOf = (rows: string[][]) => rows.map((row) => Number(row[0]));

async function listIds(query: string) {
  const res = await t.request('GET', `/api/contacts?page_size=100${query}`, { token: viewer });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<{ id: number }>).map((c) => c.id);
}

async function send(values: Record<string, unknown>) {
  const res = await t.request('POST', '/api/contacts', {
    body: {
      phone: '(21) 97777-0000',
      message: 'Mensagem de teste.',
      lgpd_consent: true,
      ...values,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

describe('GET /api/contacts/export.csv: access', () => {
  it('anonymous 401 and role user 403, as JSON like the REST API', async () => {
    expectError(await t.request('GET', URL), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
    expectError(await t.request('GET', URL, { token: user }), 403, 'FORBIDDEN', FORBIDDEN);
    expectError(
      await t.request('GET', URL, { token: 'token-que-nao-existe' }),
      401,
      'UNAUTHORIZED',
      LOGIN_REQUIRED,
    );
  });

  it('viewer and manager get the file; the session cookie works like the Bearer token', async () => {
    for (const token of [viewer, manager]) {
      expect((await t.request('GET', URL, { token })).statusCode).toBe(200);
    }
    const res = await t.request('GET', URL, { headers: { cookie: `oficina_session=${viewer}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/contacts/export.csv: the file', () => {
  it('is a UTF-8 CSV attachment for Excel pt-BR, never cached', async () => {
    const res = await t.request('GET', URL, { token: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contatos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')[0]).toBe(HEADER.map((h) => `"${h}"`).join(';'));
  });

  it('one row per message with Portuguese status and dates, in the inbox order', async () => {
    const id = await send({
      name: 'Joana Exportação',
      email: 'joana@example.com',
      phone: '(21) 91234-5678',
      vehicle: 'Gol 2015',
      service: 'Higienização',
      message: 'Linha 1; com "aspas"\nLinha 2',
    });
    const rows = await exportCsv();
    expect(idsOf(rows)).toEqual(await listIds(''));
    const row = rows.find((r) => Number(r[0]) === id)!;
    expect(row).toHaveLength(HEADER.length);
    expect(row.slice(2, 9)).toEqual([
      'Joana Exportação',
      'joana@example.com',
      '(21) 91234-5678',
      'Gol 2015',
      'Higienização',
      'Linha 1; com "aspas"\nLinha 2',
      'Novo',
    ]);
    expect(row[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(row[9]).toMatch(/^Sim, em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const id = await send({
      name: '=HYPERLINK("http://mal.example","clique")',
      email: null,
      phone: '+55 21 99999-0000',
      vehicle: '@SUM(A1:A9)',
      service: '-2+3',
      message: '+cmd|/C calc!A0',
    });
    const row = (await exportCsv()).find((r) => Number(r[0]) === id)!;
    expect(row[2]).toBe(`'=HYPERLINK("http://mal.example","clique")`);
    expect(row[3]).toBe('');
    expect(row[4]).toBe(`'+55 21 99999-0000`);
    expect(row[5]).toBe(`'@SUM(A1:A9)`);
    expect(row[6]).toBe(`'-2+3`);
    expect(row[7]).toBe(`'+cmd|/C calc!A0`);
  });

  it('csvCell quotes every cell and guards tab and carriage-return prefixes too', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('Olá = mundo')).toBe('"Olá = mundo"');
  });
});

describe('GET /api/contacts/export.csv: filters', () => {
  beforeAll(async () => {
    const answered = await send({ name: 'Filtro Respondido', message: 'Compressor barulhento.' });
    await t.request('PUT', `/api/contacts/${answered}/status`, {
      token: manager,
      body: { status: 'respondido' },
    });
    await send({ name: 'Alberto Filtro', message: 'Quero orçamento de compressor.' });
    await send({ name: 'Zélia Outra', message: 'Ar sem gelar.' });
  });

  it('status, q, sort and order select and order exactly like the inbox list', async () => {
    for (const query of [
      '?status=respondido',
      '?status=novo',
      '?q=compressor',
      '?q=FILTRO&status=novo',
      '?sort=name&order=asc',
      '?sort=status&order=desc',
      '?sort=created_at&order=asc',
    ]) {
      const rows = await exportCsv(query);
      expect(idsOf(rows), query).toEqual(await listIds(query.replace('?', '&')));
    }
    const answered = await exportCsv('?status=respondido');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((row) => row[8] === 'Respondido')).toBe(true);
  });

  it('pagination parameters are ignored: the whole selection comes out', async () => {
    const all = await exportCsv('?status=novo');
    expect(await exportCsv('?status=novo&page=2&page_size=1')).toEqual(all);
  });

  it('answers 400 with issues for invalid filters, 401 before that when anonymous', async () => {
    expectInvalid(await t.request('GET', `${URL}?status=talvez`, { token: viewer }), 'status');
    expectInvalid(await t.request('GET', `${URL}?sort=email`, { token: viewer }), 'sort');
    expectInvalid(await t.request('GET', `${URL}?order=up`, { token: viewer }), 'order');
    expectInvalid(await t.request('GET', `${URL}?q=${'x'.repeat(201)}`, { token: viewer }), 'q');
    expectInvalid(
      await t.request('GET', `${URL}?status=novo&status=respondido`, { token: viewer }),
    );
    expectError(await t.request('GET', `${URL}?status=talvez`), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/contacts/export.csv: batches', () => {
  it('streams thousands of rows across batches, each exactly once, in order', async () => {
    // 2 600 rows one microsecond apart: many share a millisecond, so a cursor that dropped
    // the microseconds would skip or repeat rows at the batch edges.
    const base = Date.parse('2020-03-01T12:00:00Z');
    const values = Array.from({ length: 2600 }, (_, i) => ({
      name: `Lote ${String(i).padStart(4, '0')}`,
      phone: '(21) 95555-0000',
      message: 'Mensagem em lote.',
      lgpd_consent: true,
      consent_at: new Date(base),
      status: (['novo', 'em_andamento', 'respondido', 'arquivado'] as const)[i % 4],
      created_at: new Date(base),
    }));
    const inserted = await t.db
      .insert(contactMessages)
      .values(values)
      .returning({ id: contactMessages.id });
    const ids = inserted.map((row) => row.id);
    // Same millisecond for all; spread them by microseconds in the database itself.
    await t.db.execute(
      `update contact_messages set created_at = created_at + (id - ${ids[0]}) * interval '1 microsecond' where id >= ${ids[0]}`,
    );

    for (const [query, expected] of [
      ['?q=Lote&sort=created_at&order=asc', ids],
      ['?q=Lote&sort=created_at&order=desc', [...ids].reverse()],
      ['?q=Lote&sort=name&order=asc', ids],
    ] as const) {
      const rows = await exportCsv(query);
      expect(idsOf(rows), query).toEqual(expected);
    }
    const byStatus = await exportCsv('?q=Lote&sort=status&order=asc');
    expect(new Set(idsOf(byStatus)).size).toBe(ids.length);
    expect(byStatus.length).toBe(ids.length);
  });
});
