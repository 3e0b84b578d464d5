import { describe, expect, it } from 'vitest';
import { bookingBody, dayOf, openAllDay, startAt } from '../testing/bookings';
import { useTestApp } from '../testing/rest-suite';

/**
 * A hidden service (`active: false`) stays in the panel but leaves every public surface: the
 * pages that list services, the site search, the JSON-LD offer catalogue, the sitemap's dates,
 * the public API and the booking form.
 */
const s = useTestApp();

// A word no seeded text holds, so each surface can be searched for it.
const TITLE = 'Higienização com ozônio Zefiro';

interface ServiceRow {
  id: number;
  title: string;
  active: boolean;
  updated_at: string;
}

async function createService(active: boolean): Promise<ServiceRow> {
  const res = await s.t.request('POST', '/api/services', {
    token: s.manager,
    body: {
      title: TITLE,
      description: 'Limpeza do sistema de ar com ozônio.',
      price: 'R$ 99.999',
      active,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const sitemapDate = (body: string, path: string) =>
  body
    .split('<url>')
    .find((block) => block.includes(`${path}</loc>`))
    ?.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1];

describe('a hidden service', () => {
  it('is created shown unless the owner says otherwise', async () => {
    const res = await s.t.request('POST', '/api/services', {
      token: s.manager,
      body: { title: 'Serviço sem estado', description: 'Sem o campo active.' },
    });
    expect(res.json().active).toBe(true);
  });

  it('leaves every public surface while the panel still lists and edits it', async () => {
    const shown = await createService(true);
    // Shown, the service is on the pages: the check below is not vacuous.
    expect((await s.t.request('GET', '/servicos')).body).toContain('Zefiro');

    const hide = await s.t.request('PUT', `/api/services/${shown.id}`, {
      token: s.manager,
      body: { active: false },
    });
    expect(hide.statusCode).toBe(200);
    const hidden = hide.json() as ServiceRow;
    expect(hidden.active).toBe(false);

    // Public pages (the home lists services too) and their JSON-LD offer catalogue.
    for (const path of ['/servicos', '/', '/agendar']) {
      const page = await s.t.request('GET', path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).not.toContain('Zefiro');
      expect(page.body, path).not.toContain('99.999');
    }
    const search = await s.t.request('GET', '/busca?q=zefiro');
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain('Zefiro');

    // The sitemap's dates of the pages that list services ignore it.
    const sitemap = (await s.t.request('GET', '/sitemap.xml')).body;
    for (const path of ['/servicos']) {
      const lastmod = sitemapDate(sitemap, `http://localhost:3000${path}`);
      expect(lastmod, path).toBeDefined();
      expect(lastmod, path).not.toBe(new Date(hidden.updated_at).toISOString());
    }

    // The public API, on REST and by id.
    const list = await s.t.request('GET', '/api/services');
    expect(list.statusCode).toBe(200);
    expect((list.json() as ServiceRow[]).map((row) => row.id)).not.toContain(hidden.id);
    const one = await s.t.request('GET', `/api/services/${hidden.id}`);
    expect(one.statusCode).toBe(404);
    expect(one.json().error).toBe('Serviço não encontrado');
    // Asking for hidden rows needs the viewer role.
    const sneaky = await s.t.request('GET', '/api/services?include_inactive=true');
    expect([401, 403]).toContain(sneaky.statusCode);

    // The site can neither see its times nor book it: as if it did not exist.
    await openAllDay(s.t, s.admin);
    const times = await s.t.request(
      'GET',
      `/api/bookings/availability?service_id=${hidden.id}&from=${dayOf(2)}&to=${dayOf(2)}`,
    );
    expect(times.statusCode).toBe(404);
    const booking = await s.t.request('POST', '/api/bookings', {
      body: bookingBody(hidden.id, startAt(2, '10:00')),
    });
    expect(booking.statusCode).toBe(404);
    expect(booking.json().error).toBe('Serviço não encontrado');

    // The panel still lists it, reads it and edits it.
    const panel = await s.t.request('GET', '/api/services?include_inactive=true', {
      token: s.viewer,
    });
    expect((panel.json() as ServiceRow[]).find((row) => row.id === hidden.id)?.active).toBe(false);
    const read = await s.t.request('GET', `/api/services/${hidden.id}?include_inactive=true`, {
      token: s.viewer,
    });
    expect(read.statusCode).toBe(200);
    const edit = await s.t.request('PUT', `/api/services/${hidden.id}`, {
      token: s.manager,
      body: { price: 'R$ 88.888' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ active: false, price: 'R$ 88.888' });

    // Shown again, it is back on the pages.
    await s.t.request('PUT', `/api/services/${hidden.id}`, {
      token: s.manager,
      body: { active: true },
    });
    expect((await s.t.request('GET', '/servicos')).body).toContain('Zefiro');
    expect((await s.t.request('GET', '/busca?q=zefiro')).body).toContain('Zefiro');
  });
});
