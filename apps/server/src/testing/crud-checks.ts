import { hasRank, ROLES, type Role } from '@oficina/core';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CrudEntity, expectRowShape, type Row } from './crud-table';
import { describeReorder } from './reorder-checks';
import {
  expectError,
  expectInvalid,
  FORBIDDEN,
  LOGIN_REQUIRED,
  MISSING_ID,
} from './rest-expectations';
import type { TestAppSuite } from './rest-suite';
import { type Access, PROCEDURE_ACCESS } from './role-expectations';

/** Who calls: nobody signed in, a session of each role, or an API key of the allowed role. */
type Caller = 'anonymous' | Role | 'api-key';

/** The callers refused (401 anonymous, 403 a role too low) and let through, per access. */
function callers(access: Access): { denied: Caller[]; allowed: Caller[] } {
  if (access === 'public') return { denied: [], allowed: ['anonymous', ...ROLES] };
  return {
    denied: ['anonymous', ...ROLES.filter((role) => !hasRank(role, access))],
    allowed: [...ROLES.filter((role) => hasRank(role, access)), 'api-key'],
  };
}

function expectRefused(res: LightMyRequestResponse, caller: Caller) {
  if (caller === 'anonymous') expectError(res, 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
  else expectError(res, 403, 'FORBIDDEN', FORBIDDEN);
}

const refusal = (caller: Caller) => (caller === 'anonymous' ? '401' : '403');

/**
 * The shared contract of a CRUD collection (a row of `CRUD_ENTITIES`), for every operation and
 * caller, on the suite's app.
 */
export function describeCrud(s: TestAppSuite, e: CrudEntity) {
  const access = (procedure: 'list' | 'create' | 'update' | 'delete') =>
    PROCEDURE_ACCESS[`${e.router}.${e.procedures?.[procedure] ?? procedure}`]!;
  const hiddenAccess = access('list').variants?.[0]?.access;
  const field = e.address?.field ?? 'id';
  const missing = e.address?.missing ?? MISSING_ID;
  const at = (row: Row | number | string) =>
    `${e.base}/${typeof row === 'object' ? row[field] : row}`;
  /** A valid body with `values` over it, as a PUT sends it. */
  const putBody = (values: Record<string, unknown> = {}) => {
    const body = { ...e.valid(), ...values };
    for (const name of e.putOmits ?? []) delete body[name];
    return body;
  };
  const allUrl = e.hide ? `${e.base}?include_inactive=true` : e.base;
  const apiKeys: Partial<Record<Role, string>> = {};
  const tokenOf = (caller: Caller, access: Access) => {
    if (caller === 'anonymous') return undefined;
    return caller === 'api-key' ? apiKeys[access as Role] : s[caller];
  };

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: unknown,
  ) => s.t.request(method, url, { token, body });
  const expectShape = (row: Row) => expectRowShape(e, row);
  const create = async (values: Record<string, unknown> = {}, token = s.manager) => {
    const res = await request('POST', e.base, token, { ...e.valid(), ...values });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };
  const publicList = async () => (await request('GET', e.base)).json() as Row[];
  const everyRow = async () => (await request('GET', allUrl, s.viewer)).json() as Row[];
  const ids = (rows: Row[]) => rows.map((row) => row.id);
  const expectMissing = async (ref: Row | number | string) =>
    expectError(await request('GET', at(ref)), 404, 'NOT_FOUND', e.notFound);

  beforeAll(async () => {
    for (const role of ['viewer', 'manager'] as const) {
      const name = `Integração ${e.router} ${role}`;
      const res = await request('POST', '/api/api-keys', s.admin, { name, role });
      expect(res.statusCode, res.body).toBe(201);
      apiKeys[role] = res.json().key;
    }
  });

  describe(`GET ${e.base}`, () => {
    it('lists the rows the public sees to anyone, each of its shape, in order', async () => {
      const res = await request('GET', e.base);
      expect(res.statusCode).toBe(200);
      const list: Row[] = res.json();
      expect(list.length).toBeGreaterThanOrEqual(e.seeded);
      for (const row of list) {
        expectShape(row);
        if (e.hide) expect(e.hide.isHidden(row)).toBe(false);
      }
      for (let i = 1; i < list.length; i++) expect(e.inOrder(list[i - 1]!, list[i]!)).toBe(true);
    });

    if (!e.hide || !hiddenAccess) return;
    const hide = e.hide;
    const { denied, allowed } = callers(hiddenAccess);
    for (const caller of denied) {
      it(`include_inactive=true: ${caller} → ${refusal(caller)}`, async () => {
        const token = tokenOf(caller, hiddenAccess);
        expectRefused(await request('GET', allUrl, token), caller);
      });
    }
    for (const caller of allowed) {
      it(`include_inactive=true: ${caller} sees the hidden rows too`, async () => {
        const hidden = await create(hide.body);
        const publicIds = ids(await publicList());
        expect(publicIds).not.toContain(hidden.id);
        const res = await request('GET', allUrl, tokenOf(caller, hiddenAccess));
        expect(res.statusCode).toBe(200);
        const list: Row[] = res.json();
        expect(ids(list)).toContain(hidden.id);
        expect(ids(list)).toEqual(expect.arrayContaining(publicIds));
        const hiddenCount = list.filter((row) => hide.isHidden(row)).length;
        if (hide.only) expect(list.length).toBe(publicIds.length + hiddenCount);
        expect(hiddenCount).toBeGreaterThanOrEqual(1);
      });
    }

    it('include_inactive=false is the public list, even anonymously', async () => {
      const res = await request('GET', `${e.base}?include_inactive=false`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await publicList());
    });

    it('answers 400 with issues for a flag that is not a boolean', async () => {
      expectInvalid(await request('GET', `${e.base}?include_inactive=talvez`), 'include_inactive');
    });
  });

  describe(`GET ${e.base}/{id}`, () => {
    it('returns a row the public sees to anyone, as the list shows it', async () => {
      const [first] = await publicList();
      const res = await request('GET', at(first!));
      expect(res.statusCode).toBe(200);
      expectShape(res.json());
      expect(res.json()).toEqual(first);
    });

    if (e.hide && hiddenAccess) {
      const hide = e.hide;
      it('hides a hidden row from the public; include_inactive shows it to those allowed', async () => {
        const hidden = await create(hide.body);
        await expectMissing(hidden);
        const url = `${at(hidden)}?include_inactive=true`;
        const { denied, allowed } = callers(hiddenAccess);
        for (const caller of denied) {
          expectRefused(await request('GET', url, tokenOf(caller, hiddenAccess)), caller);
        }
        for (const caller of allowed) {
          const res = await request('GET', url, tokenOf(caller, hiddenAccess));
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual(hidden);
        }
      });
    }

    it(`answers 404 '${e.notFound}' for a missing ${field}`, () => expectMissing(missing));

    it(`answers 400 with issues for an invalid ${field}`, async () => {
      for (const bad of e.address?.invalid ?? ['abc', '0', '99999999999']) {
        expectInvalid(await request('GET', at(bad)), field);
      }
    });
  });

  describe(`POST ${e.base}`, () => {
    const createAccess = access('create').access;
    const { denied, allowed } = callers(createAccess);
    for (const caller of denied) {
      it(`${caller} → ${refusal(caller)} before reading the body, nothing created`, async () => {
        const token = tokenOf(caller, createAccess);
        const before = (await everyRow()).length;
        expectRefused(await request('POST', e.base, token, e.valid()), caller);
        expectRefused(await request('POST', e.base, token, {}), caller);
        expect((await everyRow()).length).toBe(before);
      });
    }
    for (const caller of allowed) {
      it(`${caller}: creates a row that the following GETs show`, async () => {
        const values = e.valid();
        const created = await create(values, tokenOf(caller, createAccess));
        expectShape(created);
        expect(created).toMatchObject(values);
        expect((await request('GET', at(created))).json()).toEqual(created);
        expect(await publicList()).toContainEqual(created);
      });
    }

    it('answers 400 with issues for invalid bodies', async () => {
      const post = (body: unknown) => request('POST', e.base, s.manager, body);
      expectInvalid(await post({}), ...e.required);
      for (const [change, ...fields] of e.invalidCreate) {
        expectInvalid(await post({ ...e.valid(), ...change }), ...fields);
      }
    });
  });

  describe(`PUT ${e.base}/{id}`, () => {
    const updateAccess = access('update').access;
    const { denied, allowed } = callers(updateAccess);
    const changed = () => putBody(e.changes);
    for (const caller of denied) {
      it(`${caller} → ${refusal(caller)}, the row unchanged`, async () => {
        const created = await create();
        const token = tokenOf(caller, updateAccess);
        expectRefused(await request('PUT', at(created), token, changed()), caller);
        expect((await request('GET', at(created))).json()).toEqual(created);
      });
    }
    for (const caller of allowed) {
      it(`${caller}: updates the row, visible through the following GET`, async () => {
        const created = await create();
        const body = changed();
        const res = await request('PUT', at(created), tokenOf(caller, updateAccess), body);
        expect(res.statusCode, res.body).toBe(200);
        expectShape(res.json());
        expect(res.json()).toMatchObject({ id: created.id, ...body });
        const after = (await request('GET', at(created))).json();
        expect(after).toMatchObject(e.changes);
        expect(after.created_at).toBe(created.created_at);
      });
    }

    if (e.hide) {
      const hide = e.hide;
      it('hiding a row takes it from the public but not from a viewer', async () => {
        const created = await create();
        const res = await request('PUT', at(created), s.manager, putBody(hide.body));
        expect(hide.isHidden(res.json())).toBe(true);
        await expectMissing(created);
        expect(ids(await publicList())).not.toContain(created.id);
        expect(ids(await everyRow())).toContain(created.id);
      });
    }

    it(`answers 404 '${e.notFound}' for a missing ${field}`, async () => {
      const res = await request('PUT', at(missing), s.manager, putBody());
      expectError(res, 404, 'NOT_FOUND', e.notFound);
    });

    it('answers 400 with issues for an invalid body, the row unchanged', async () => {
      const created = await create();
      for (const [change, ...fields] of e.invalidUpdate) {
        const res = await request('PUT', at(created), s.manager, putBody(change));
        expectInvalid(res, ...fields);
      }
      expect((await request('GET', at(created))).json()).toEqual(created);
    });
  });

  describe(`DELETE ${e.base}/{id}`, () => {
    const deleteAccess = access('delete').access;
    const { denied, allowed } = callers(deleteAccess);
    for (const caller of denied) {
      it(`${caller} → ${refusal(caller)}, the row kept`, async () => {
        const created = await create();
        expectRefused(await request('DELETE', at(created), tokenOf(caller, deleteAccess)), caller);
        expect((await request('GET', at(created))).statusCode).toBe(200);
      });
    }
    for (const caller of allowed) {
      it(`${caller}: deletes the row; the following GETs no longer find it`, async () => {
        const created = await create();
        const token = tokenOf(caller, deleteAccess);
        const res = await request('DELETE', at(created), token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, id: created[field] });
        await expectMissing(created);
        expect(ids(await everyRow())).not.toContain(created.id);
        // A second delete finds nothing.
        expectError(await request('DELETE', at(created), token), 404, 'NOT_FOUND', e.notFound);
      });
    }

    it(`answers 404 '${e.notFound}' for a missing ${field} and 400 for an invalid one`, async () => {
      const res = await request('DELETE', at(missing), s.manager);
      expectError(res, 404, 'NOT_FOUND', e.notFound);
      const [invalid = 'abc'] = e.address?.invalid ?? [];
      expectInvalid(await request('DELETE', at(invalid), s.manager), field);
    });
  });

  if (e.reorder) {
    describeReorder(() => s.t, {
      base: e.base,
      list: allUrl,
      entity: e.reorder,
      notFound: e.notFound,
      create: async () => (await create()) as Row & { display_order: number },
    });
  }
}
