import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/rest-suite';
import { FULL_ABOUT, FULL_COMPANY } from '../testing/singleton-bodies';

/**
 * PUT and PATCH change only the fields a request names, on every entity that has them, over REST
 * and over tRPC. Each row of the table makes a record with every field set, then:
 * PUT a partial body (the rest survives), PATCH one field (only it changes), and over tRPC
 * `update` and `patch` put the first values back, one part at a time.
 */

const s = useTestApp();

type Row = Record<string, unknown>;

interface Case {
  name: string;
  /** POST here to create (with `id` in the answer), or, for a record that always exists, PUT. */
  collection?: string;
  singleton?: string;
  /** Every field set. */
  full: Row;
  /** A PUT naming only some fields. */
  put: Row;
  /** A PATCH naming one field the PUT left out. */
  patch: Row;
  /** The tRPC procedures behind PUT and PATCH. */
  trpc: [update: string, patch: string];
  /** The GET that reads the record back (path and query after its address). */
  read?: string;
  /** The field that addresses a created record in its path and tRPC input (default `id`). */
  addressBy?: string;
}

const run = `${process.pid}-${Date.now()}`;

const CASES: Case[] = [
  {
    name: 'services',
    collection: '/api/services',
    full: {
      title: 'Troca de válvula de expansão',
      description: 'Substituição da válvula com vácuo e recarga.',
      price: 'A partir de R$ 350',
      image: '/media/servicos/valvula.svg',
      display_order: 7,
    },
    put: { title: 'Válvula de expansão', description: 'Só o título e a descrição mudam.' },
    patch: { price: 'R$ 400' },
    trpc: ['services.update', 'services.patch'],
  },
  {
    name: 'testimonials',
    collection: '/api/testimonials',
    full: {
      name: 'Ana Paula',
      content: 'Ar gelando de novo no mesmo dia.',
      rating: 4,
      service: 'Higienização',
    },
    put: { name: 'Ana Paula Souza', content: 'Ar gelando no mesmo dia, recomendo.' },
    patch: { rating: 5 },
    trpc: ['testimonials.update', 'testimonials.patch'],
  },
  {
    name: 'faqs',
    collection: '/api/faqs',
    full: {
      question: 'Quanto tempo leva a recarga?',
      answer: 'Cerca de uma hora.',
      display_order: 9,
      active: false,
    },
    put: { question: 'Quanto tempo leva a recarga de gás?', answer: 'Uma hora, em média.' },
    patch: { display_order: 3 },
    trpc: ['faqs.update', 'faqs.patch'],
    read: '?include_inactive=true',
  },
  {
    name: 'popups',
    collection: '/api/popups',
    full: {
      title: 'Oferta de verão',
      content: 'Higienização com desconto.',
      type: 'promotion',
      style: 'warning',
      discount_percentage: 15,
      button_text: 'Agendar',
      button_action: '/contato',
      target_pages: '/servicos',
      start_date: '2025-01-01T03:00:00.000Z',
      expiry_date: '2025-03-01T03:00:00.000Z',
      show_delay: 10,
      show_timer: true,
      timer_duration: 600,
      priority: 5,
      active: false,
    },
    put: { title: 'Oferta de verão!', content: 'Só o texto muda.' },
    patch: { priority: 8 },
    trpc: ['popups.update', 'popups.patch'],
    read: '?include_inactive=true',
  },
  {
    name: 'banners',
    collection: '/api/banners',
    full: {
      title: 'Banner de teste',
      content: '{"text":"Olá"}',
      active: false,
      position: 'hero',
      key: 'parcial',
      target_pages: '/servicos',
      display_order: 4,
    },
    put: { title: 'Banner de teste novo', content: '{"text":"Novo"}' },
    patch: { display_order: 8 },
    trpc: ['banners.update', 'banners.patch'],
    read: '?include_inactive=true',
  },
  {
    name: 'blog posts',
    collection: '/api/blog-posts',
    full: {
      slug: `parcial-${run}`,
      title: 'Quando recarregar o gás',
      excerpt: 'Sinais de que falta gás.',
      body: 'O ar **não gela** como antes.',
      cover_image: '/media/blog/capa.svg',
      published: true,
      published_at: '2025-02-01T12:00:00.000Z',
      seo_title: 'Recarga de gás',
      seo_description: 'Quando recarregar o gás do ar-condicionado.',
    },
    put: { title: 'Quando recarregar o gás do ar', body: 'Só o texto muda.' },
    patch: { excerpt: 'Outro resumo.' },
    trpc: ['blog.update', 'blog.patch'],
  },
  {
    name: 'portfolio',
    collection: '/api/portfolio',
    full: {
      title: 'Compressor novo',
      description: 'Troca do compressor e recarga.',
      service: 'Compressor',
      vehicle: 'Gol 2015',
      images: ['/media/portfolio/a.svg', '/media/portfolio/b.svg'],
      display_order: 3,
      active: false,
    },
    put: { title: 'Compressor novo no Gol', description: 'Só o texto muda.' },
    patch: { vehicle: 'Onix 2020' },
    trpc: ['portfolio.update', 'portfolio.patch'],
    read: '?include_inactive=true',
  },
  {
    name: 'social links',
    collection: '/api/social-links',
    full: {
      name: 'Instagram',
      platform: 'instagram',
      url: 'https://instagram.com/friocar',
      active: 0,
      display_order: 6,
    },
    put: { name: 'Instagram da oficina', url: 'https://instagram.com/friocar.oficina' },
    patch: { display_order: 2 },
    trpc: ['socialLinks.update', 'socialLinks.patch'],
    read: '?include_inactive=true',
  },
  {
    name: 'about',
    singleton: '/api/about',
    full: FULL_ABOUT,
    put: { title: 'Quem somos', body: 'Só o texto muda.' },
    patch: { mission: 'Outra missão.' },
    trpc: ['about.update', 'about.patch'],
  },
  {
    name: 'company',
    singleton: '/api/company',
    full: FULL_COMPANY,
    put: { name: 'FrioCar', phone: '(21) 2671-0000' },
    patch: { about_text: 'Outro texto.' },
    trpc: ['company.update', 'company.patch'],
  },
  {
    name: 'offer banner',
    singleton: '/api/marketing-configs/offer-banner',
    full: {
      active: true,
      title: 'Higienização + recarga',
      description: 'Os dois serviços com desconto.',
      discount_percentage: 15,
      valid_until: '2030-12-31',
      cta_text: 'Aproveitar',
      cta_action: 'Quero aproveitar a oferta.',
    },
    put: { title: 'Higienização e recarga', description: 'Só o texto muda.' },
    patch: { discount_percentage: 20 },
    trpc: ['marketing.updateOfferBanner', 'marketing.patchOfferBanner'],
  },
  {
    name: 'attention grabber',
    singleton: '/api/marketing-configs/attention-grabber',
    full: {
      active: true,
      messages: ['Primeira', 'Segunda'],
      rotation_ms: 5000,
      cta_text: 'Falar no WhatsApp',
      cta_action: 'Olá!',
    },
    put: { messages: ['Uma só'], cta_text: 'Chamar' },
    patch: { rotation_ms: 7000 },
    trpc: ['marketing.updateAttentionGrabber', 'marketing.patchAttentionGrabber'],
  },
  {
    name: 'urgency banner',
    singleton: '/api/marketing-configs/urgency-banner',
    full: {
      active: false,
      messages: ['Agende hoje'],
      statistics: [{ label: 'de garantia', value: '90 dias' }],
      rotation_ms: 4000,
      statistics_ms: 8000,
      discount_percentage: 10,
      cta_text: 'Agendar',
      cta_action: '/contato',
    },
    put: { messages: ['Agende agora'], cta_text: 'Quero agendar' },
    patch: { statistics_ms: 9000 },
    trpc: ['marketing.updateUrgencyBanner', 'marketing.patchUrgencyBanner'],
  },
  {
    name: 'whatsapp settings',
    singleton: '/api/whatsapp-settings',
    full: {
      default_message: 'Olá! Quero um orçamento.',
      urgent_message: 'Urgente: o ar parou.',
      show_urgency: false,
      show_pulse: false,
      is_active: true,
    },
    put: { default_message: 'Olá! Vim pelo site.', urgent_message: 'Socorro, o ar parou.' },
    patch: { show_urgency: true },
    trpc: ['whatsapp.updateSettings', 'whatsapp.patchSettings'],
  },
  {
    name: 'whatsapp contexts',
    collection: '/api/whatsapp-contexts',
    full: {
      name: `parcial_${process.pid}`,
      description: 'Botão de teste',
      active: false,
      message_template: 'Olá! Vim pela página {page}.',
      button_text: 'Chamar',
    },
    put: { message_template: 'Oi! Vim pela página {page}.', button_text: 'Falar agora' },
    patch: { description: 'Outra descrição' },
    trpc: ['whatsapp.updateContext', 'whatsapp.patchContext'],
    read: '?include_inactive=true',
    addressBy: 'name',
  },
  {
    name: 'editable content',
    singleton: `/api/editable-content/parcial-${run}`,
    full: { section: 'home', type: 'markdown', value: '**Olá**', description: 'Texto do topo' },
    put: { value: 'Novo texto' },
    patch: { description: 'Outra descrição' },
    trpc: ['editableContent.upsert', 'editableContent.patch'],
  },
];

/** Fields a write sets by itself or only adds to its answer. */
const comparable = ({ updated_at: _u, created_at: _c, message: _m, ...row }: Row) => row;
const pick = (row: Row, keys: Row) => Object.fromEntries(Object.keys(keys).map((k) => [k, row[k]]));

async function expectOk(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
}

/** tRPC's answer for a mutation: `{ result: { data } }`. */
async function callTrpc(procedure: string, input: Row) {
  const res = await s.t.request('POST', `/trpc/${procedure}`, { token: s.manager, body: input });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: Row } }).result.data;
}

/**
 * A record with every field set: created (its unique slug made distinct by `variant`), or, for
 * one that always exists, written whole.
 */
async function makeRecord(c: Case, variant: string) {
  if (!c.collection) {
    const created = await expectOk(
      await s.t.request('PUT', c.singleton!, { token: s.manager, body: c.full }),
    );
    return { created, full: c.full, url: c.singleton! };
  }
  // Slugs and context names are unique: each record gets its own.
  const unique = c.addressBy ?? 'slug';
  const body =
    typeof c.full[unique] === 'string'
      ? { ...c.full, [unique]: `${c.full[unique]}${unique === 'name' ? '_' : '-'}${variant}` }
      : c.full;
  const created = await expectOk(
    await s.t.request('POST', c.collection, { token: s.manager, body }),
  );
  return { created, full: body, url: `${c.collection}/${created[c.addressBy ?? 'id']}` };
}

describe.each(CASES)('$name', (c) => {
  it('PUT and PATCH keep every field they do not name, over REST and tRPC', async () => {
    const { created, full, url } = await makeRecord(c, 'completo');
    expect(comparable(created)).toMatchObject(full);
    // tRPC names the record in its input, as the REST path does.
    const by = c.addressBy ?? 'id';
    const address: Row = c.collection
      ? { [by]: created[by] }
      : c.singleton!.includes('/editable-content/')
        ? { key: c.singleton!.split('/').pop() }
        : {};

    const put = await expectOk(await s.t.request('PUT', url, { token: s.manager, body: c.put }));
    expect(comparable(put)).toEqual({ ...comparable(created), ...c.put });

    const patched = await expectOk(
      await s.t.request('PATCH', url, { token: s.manager, body: c.patch }),
    );
    expect(comparable(patched)).toEqual({ ...comparable(created), ...c.put, ...c.patch });

    // tRPC's update puts back what the PUT changed, and leaves the PATCH's change alone ...
    const [update, patch] = c.trpc;
    const restored = await callTrpc(update, { ...address, ...pick(created, c.put) });
    expect(comparable(restored)).toEqual({ ...comparable(created), ...c.patch });
    // ... and its patch puts back the rest.
    const back = await callTrpc(patch, { ...address, ...pick(created, c.patch) });
    expect(comparable(back)).toEqual(comparable(created));

    const read = await s.t.request('GET', `${url}${c.read ?? ''}`, { token: s.manager });
    expect(comparable(await expectOk(read))).toEqual(comparable(created));
  });

  it('PATCH with an invalid field changes nothing and names it', async () => {
    const { url } = await makeRecord(c, 'recusa');
    const before = await expectOk(
      await s.t.request('GET', `${url}${c.read ?? ''}`, { token: s.manager }),
    );
    const [field] = Object.keys(c.patch);
    const res = await s.t.request('PATCH', url, { token: s.manager, body: { [field!]: { x: 1 } } });
    expect(res.statusCode).toBe(400);
    const issues = (res.json() as { issues: Array<{ path: string[] }> }).issues;
    expect(issues.map((issue) => issue.path.join('.'))).toContain(field);
    const after = await s.t.request('GET', `${url}${c.read ?? ''}`, { token: s.manager });
    expect(await expectOk(after)).toEqual(before);
  });
});

describe('rules across fields read the merged record', () => {
  it('a popup timer switched on needs a duration, stored or sent', async () => {
    const created = await expectOk(
      await s.t.request('POST', '/api/popups', {
        token: s.manager,
        body: { title: 'Sem contador', content: 'Texto.', show_timer: false },
      }),
    );
    const url = `/api/popups/${created.id}`;
    const refused = await s.t.request('PATCH', url, {
      token: s.manager,
      body: { show_timer: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Informe a duração do contador',
      issues: [{ path: ['timer_duration'] }],
    });
    await expectOk(
      await s.t.request('PATCH', url, { token: s.manager, body: { timer_duration: 60 } }),
    );
    const on = await expectOk(
      await s.t.request('PATCH', url, { token: s.manager, body: { show_timer: true } }),
    );
    expect(on).toMatchObject({ show_timer: true, timer_duration: 60 });
  });

  it('a popup end before its stored start is refused', async () => {
    const created = await expectOk(
      await s.t.request('POST', '/api/popups', {
        token: s.manager,
        body: { title: 'Com datas', content: 'Texto.', start_date: '2025-03-01T00:00:00-03:00' },
      }),
    );
    const res = await s.t.request('PUT', `/api/popups/${created.id}`, {
      token: s.manager,
      body: { expiry_date: '2025-02-01T00:00:00-03:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toEqual(['expiry_date']);
  });

  it('an empty PATCH is answered with the record as it is', async () => {
    const [first] = (await s.t.request('GET', '/api/services')).json();
    const res = await s.t.request('PATCH', `/api/services/${first.id}`, {
      token: s.manager,
      body: {},
    });
    expect(await expectOk(res)).toEqual(first);
  });

  it('a setting saved without its description keeps the stored one', async () => {
    const admin = await s.t.tokenFor('admin');
    const url = `/api/settings/parcial_${process.pid}`;
    const put = (body: unknown) => s.t.request('PUT', url, { token: admin, body });
    await expectOk(await put({ value: 'um', description: 'Usada pela integração' }));
    const saved = await expectOk(await put({ value: 'dois' }));
    expect(saved).toMatchObject({ value: 'dois', description: 'Usada pela integração' });
    const cleared = await expectOk(await put({ value: 'três', description: null }));
    expect(cleared).toMatchObject({ value: 'três', description: null });
  });

  it('a blog post published again without a date keeps its date', async () => {
    const created = await expectOk(
      await s.t.request('POST', '/api/blog-posts', {
        token: s.manager,
        body: {
          slug: `datas-${run}`,
          title: 'Publicado com data',
          published: true,
          published_at: '2025-02-01T12:00:00.000Z',
        },
      }),
    );
    const url = `/api/blog-posts/${created.id}`;
    const cleared = await s.t.request('PATCH', url, {
      token: s.manager,
      body: { published_at: null },
    });
    expect((await expectOk(cleared)).published_at).toBe('2025-02-01T12:00:00.000Z');
    const draft = await s.t.request('PATCH', url, {
      token: s.manager,
      body: { published: false, published_at: null },
    });
    expect(await expectOk(draft)).toMatchObject({ published: false, published_at: null });
  });
});

describe('users', () => {
  it('PUT and PATCH change only what they name, over REST and tRPC', async () => {
    const admin = await s.t.tokenFor('admin');
    const created = await expectOk(
      await s.t.request('POST', '/api/users', {
        token: admin,
        body: {
          username: `parcial-${run}`,
          email: `parcial-${run}@example.com`,
          password: 'uma senha bem comprida 42',
          role: 'viewer',
        },
      }),
    );
    const url = `/api/users/${created.id}`;
    const read = async () => expectOk(await s.t.request('GET', url, { token: admin }));

    await expectOk(await s.t.request('PUT', url, { token: admin, body: { role: 'manager' } }));
    expect(await read()).toMatchObject({
      role: 'manager',
      email: `parcial-${run}@example.com`,
      is_active: true,
    });
    await expectOk(
      await s.t.request('PATCH', url, { token: admin, body: { email: `novo-${run}@example.com` } }),
    );
    expect(await read()).toMatchObject({ role: 'manager', email: `novo-${run}@example.com` });
    const patched = await s.t.request('POST', '/trpc/users.patch', {
      token: admin,
      body: { id: created.id, role: 'viewer' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await read()).toMatchObject({ role: 'viewer', email: `novo-${run}@example.com` });
  });
});
