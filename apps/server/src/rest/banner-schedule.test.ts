import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/rest-suite';

/**
 * Banners with a tone and start/end dates, on a server listening on a real port: public reads
 * and the server-rendered home page show a banner only between its dates (even from the cache,
 * when a date passes with no write), and bad dates or tones are refused in Portuguese.
 */

const s = useTestApp({ roles: ['manager'], listen: true });

interface Banner {
  id: number;
  title: string;
  tone: string;
  starts_at: string | null;
  ends_at: string | null;
}

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${s.base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

let counter = 0;
const headline = () => `Campanha agendada número ${++counter}`;

/** A hero banner for the home page; `headline` is what the page shows. */
async function createBanner(title: string, values: Record<string, unknown> = {}) {
  const res = await call(
    'POST',
    '/api/banners',
    {
      title: `Banner ${title}`,
      content: JSON.stringify({ title, subtitle: 'Só nesta semana' }),
      position: 'hero',
      key: `agendado-${counter}`,
      target_pages: '/',
      ...values,
    },
    s.manager,
  );
  expect(res.status, res.text).toBe(200);
  return res.json() as Banner;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const publicHero = async () =>
  (await call('GET', '/api/banners/position/hero?page=%2F')).json() as Banner[];
const publicList = async () => (await call('GET', '/api/banners')).json() as Banner[];
const homePage = async () => (await call('GET', '/')).text;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(iso: string) {
  await sleep(Math.max(0, Date.parse(iso) - Date.now()) + 50);
}

describe('banner dates', () => {
  it('hides a banner before its start and after its end, and shows it between', async () => {
    const future = await createBanner(headline(), { starts_at: inSeconds(3600) });
    const past = await createBanner(headline(), {
      starts_at: inSeconds(-7200),
      ends_at: inSeconds(-3600),
    });
    const current = await createBanner(headline(), {
      starts_at: inSeconds(-3600),
      ends_at: inSeconds(3600),
    });

    for (const list of [await publicHero(), await publicList()]) {
      const ids = list.map((banner) => banner.id);
      expect(ids).toContain(current.id);
      expect(ids).not.toContain(future.id);
      expect(ids).not.toContain(past.id);
    }
    expect((await call('GET', `/api/banners/${future.id}`)).status).toBe(404);
    expect((await call('GET', `/api/banners/${current.id}`)).status).toBe(200);

    // The owner still sees every banner, with its dates as sent.
    const all = (
      await call('GET', '/api/banners?include_inactive=true', undefined, s.manager)
    ).json();
    const stored = all.find((banner: Banner) => banner.id === future.id);
    expect(Date.parse(stored.starts_at)).toBe(Date.parse(future.starts_at as string));
    expect(stored.ends_at).toBeNull();

    const html = await homePage();
    expect(html).toContain(current.title.replace('Banner ', ''));
    expect(html).not.toContain(future.title.replace('Banner ', ''));
    expect(html).not.toContain(past.title.replace('Banner ', ''));
  });

  it('starts and ends on the page and in the API at the date, with no write in between', async () => {
    const starting = headline();
    const ending = headline();
    const startsAt = inSeconds(2);
    const endsAt = inSeconds(3);
    await createBanner(starting, { starts_at: startsAt });
    await createBanner(ending, { ends_at: endsAt });

    // Rendered and kept in the cache before either date passes.
    let html = await homePage();
    expect(html).not.toContain(starting);
    expect(html).toContain(ending);
    expect((await publicHero()).map((b) => b.title)).toContain(`Banner ${ending}`);

    await waitUntil(startsAt);
    html = await homePage();
    expect(html).toContain(starting);
    expect(html).toContain(ending);

    await waitUntil(endsAt);
    html = await homePage();
    expect(html).toContain(starting);
    expect(html).not.toContain(ending);
    expect((await publicHero()).map((b) => b.title)).not.toContain(`Banner ${ending}`);
  });

  it('refuses an end that is not after the start, in Portuguese', async () => {
    const start = inSeconds(3600);
    const res = await call(
      'POST',
      '/api/banners',
      {
        title: 'Banner ao contrário',
        content: JSON.stringify({ title: 'Ao contrário' }),
        key: 'ao-contrario',
        starts_at: start,
        ends_at: start,
      },
      s.manager,
    );
    expect(res.status).toBe(400);
    expect(res.json().error).toMatch(/término precisa ser depois da data de início/);

    // An update is checked against the stored start it would leave in place.
    const banner = await createBanner(headline(), { starts_at: inSeconds(600) });
    const patch = await call(
      'PATCH',
      `/api/banners/${banner.id}`,
      { ends_at: inSeconds(60) },
      s.manager,
    );
    expect(patch.status).toBe(400);
    expect(patch.json().error).toMatch(/término precisa ser depois da data de início/);

    const garbled = await call(
      'PATCH',
      `/api/banners/${banner.id}`,
      { starts_at: 'amanhã' },
      s.manager,
    );
    expect(garbled.status).toBe(400);
    expect(garbled.json().issues).toContainEqual(
      expect.objectContaining({
        path: ['starts_at'],
        message: expect.stringMatching(/^Data e hora inválidas/),
      }),
    );
  });
});

describe('banner tone', () => {
  it('defaults to the brand tone and keeps the tone it is given', async () => {
    const plain = await createBanner(headline());
    expect(plain.tone).toBe('brand');
    const warning = await createBanner(headline(), { tone: 'warning' });
    expect(warning.tone).toBe('warning');
    const changed = await call(
      'PATCH',
      `/api/banners/${warning.id}`,
      { tone: 'success' },
      s.manager,
    );
    expect(changed.status, changed.text).toBe(200);
    expect((await call('GET', `/api/banners/${warning.id}`)).json().tone).toBe('success');
  });

  it('refuses a tone outside the list', async () => {
    const banner = await createBanner(headline());
    const res = await call('PATCH', `/api/banners/${banner.id}`, { tone: 'rosa' }, s.manager);
    expect(res.status).toBe(400);
    expect(res.json().issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain(
      'tone',
    );
  });

  it('is documented in OpenAPI with the dates', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    const input = JSON.stringify(document.components.schemas.BannerInput);
    for (const field of ['tone', 'starts_at', 'ends_at', 'warning']) expect(input).toContain(field);
  });
});
