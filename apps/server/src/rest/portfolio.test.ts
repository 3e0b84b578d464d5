import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES } from '../testing/crud-table';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
describeCrud(s, CRUD_ENTITIES.portfolio);

describe('portfolio of its own', () => {
  it('fills the defaults and stores empty service and vehicle as null', async () => {
    const res = await s.t.request('POST', '/api/portfolio', {
      token: s.manager,
      body: { title: 'Só o básico', description: 'Descrição mínima.', service: '', vehicle: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      service: null,
      vehicle: null,
      images: [],
      display_order: 0,
      active: true,
    });
  });
});
