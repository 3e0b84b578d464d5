import { beforeAll, describe, expect, it } from 'vitest';
import { accessChecks, expectError, expectInvalid, MISSING_ID } from './rest-expectations';
import type { TestApp } from './test-app';

interface Ordered {
  id: number;
  display_order: number;
}

interface ReorderTarget {
  /** The collection path, e.g. '/api/faqs': the call is PUT `${base}/order`. */
  base: string;
  /** Where a viewer reads every row, hidden ones too, in display order. */
  list: string;
  /** The audit entity name. */
  entity: string;
  notFound: string;
  /** Creates one more row (the seed may hold only a couple) and returns it. */
  create(): Promise<Ordered>;
}

/**
 * The `PUT {base}/order` contract every ordered collection shares: manager only, each id's
 * display_order becomes its index in one transaction with one audit entry, unknown or repeated
 * ids change nothing, and PUT {base}/{id} still answers beside it.
 */
export function describeReorder(app: () => TestApp, target: ReorderTarget) {
  const url = `${target.base}/order`;
  let admin: string;
  let manager: string;
  let viewer: string;
  let user: string;
  const { expectManagerOnly } = accessChecks(app, () => ({ user, viewer }));

  const list = async (): Promise<Ordered[]> => {
    const res = await app().request('GET', target.list, { token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const reorder = (ids: unknown, token = manager) =>
    app().request('PUT', url, { token, body: { ids } });
  const reorderEntries = async () => {
    const res = await app().request('GET', `/api/audit-log?entity=${target.entity}&page_size=100`, {
      token: admin,
    });
    return (res.json().items as Array<{ action: string }>).filter((e) => e.action === 'reorder');
  };

  describe(`PUT ${url}`, () => {
    beforeAll(async () => {
      const t = app();
      admin = await t.tokenFor('admin');
      manager = await t.tokenFor('manager');
      viewer = await t.tokenFor('viewer');
      user = await t.tokenFor('user');
      for (let i = 0; i < 3; i++) await target.create();
    });

    it('needs a manager: anonymous 401, user and viewer 403, order unchanged', async () => {
      const before = await list();
      await expectManagerOnly('PUT', url, { ids: before.map((row) => row.id).reverse() });
      expect(await list()).toEqual(before);
    });

    it('sets each display_order to its index, in one audited change', async () => {
      const before = await list();
      expect(before.length).toBeGreaterThanOrEqual(3);
      const ids = before.map((row) => row.id).reverse();
      const auditBefore = (await reorderEntries()).length;

      const res = await reorder(ids);
      expect(res.statusCode, res.body).toBe(200);
      const order = ids.map((id, index) => ({ id, display_order: index }));
      expect(res.json()).toEqual({ success: true, order });

      const after = await list();
      expect(after.map((row) => row.id)).toEqual(ids);
      expect(after.map((row) => row.display_order)).toEqual(ids.map((_, index) => index));

      const entries = await reorderEntries();
      expect(entries.length).toBe(auditBefore + 1);
      expect(entries[0]).toMatchObject({
        action: 'reorder',
        entity: target.entity,
        entity_id: null,
        after: { order },
        before: {
          order: expect.arrayContaining(
            before.map((row) => ({ id: row.id, display_order: row.display_order })),
          ),
        },
      });
    });

    it('a partial list moves only the listed rows', async () => {
      const before = await list();
      const [a, b, ...rest] = before;
      const res = await reorder([b!.id, a!.id]);
      expect(res.statusCode, res.body).toBe(200);
      const after = await list();
      const orderOf = (id: number) => after.find((row) => row.id === id)!.display_order;
      expect(orderOf(b!.id)).toBe(0);
      expect(orderOf(a!.id)).toBe(1);
      for (const row of rest) expect(orderOf(row.id)).toBe(row.display_order);
    });

    it(`an unknown id answers 404 '${target.notFound}' and changes nothing`, async () => {
      const before = await list();
      const ids = [...before.map((row) => row.id).reverse(), MISSING_ID];
      expectError(await reorder(ids), 404, 'NOT_FOUND', target.notFound);
      expect(await list()).toEqual(before);
    });

    it('repeated, missing or malformed ids answer 400 with issues', async () => {
      const before = await list();
      const [first, second] = before.map((row) => row.id);
      expectInvalid(await reorder([first, second, first]), 'ids');
      expectInvalid(await reorder([]), 'ids');
      expectInvalid(await reorder(undefined), 'ids');
      expectInvalid(await reorder(['um']), 'ids.0');
      expectInvalid(await reorder([0]), 'ids.0');
      expect(await list()).toEqual(before);
    });
  });
}
