import { expect } from 'vitest';

/** A row as the API answers it. */
export type Row = Record<string, unknown> & { id: number };

/** How a field of an answer looks: a JSON type, `?` where it may also be null. */
export type FieldKind = 'number' | 'string' | 'boolean' | 'array' | 'string?' | 'number?';

/**
 * One content collection served as CRUD on REST: the row of the table that the shared checks in
 * `crud-checks.ts` run through every operation (list, get, create, PUT, DELETE, reorder) and
 * every caller (anonymous, each role, an API key), with who may call what taken from the role
 * matrix's `PROCEDURE_ACCESS`. What only one collection does stays in its own test file.
 */
export interface CrudEntity {
  /** The tRPC router, as named in `PROCEDURE_ACCESS` (`faqs`, `socialLinks`). */
  router: string;
  /** The collection's REST path. */
  base: string;
  /** The 404 message for a row that does not exist. */
  notFound: string;
  /** The least the seed holds, visible to the public. */
  seeded: number;
  /** A valid create body (a new one per call where a field must be unique). */
  valid(): Record<string, unknown>;
  /** What a PUT changes, over a valid body. */
  changes: Record<string, unknown>;
  /** Every field of an answer and its kind: the answer has exactly these. */
  fields: Record<string, FieldKind>;
  /** A further check of one answer. */
  check?(row: Row): void;
  /** True when `a` may come before `b` in the public list. */
  inOrder(a: Row, b: Row): boolean;
  /** Fields a create body leaves out and the 400's issues must name. */
  required: string[];
  /** Each a change to a valid create body that answers 400 naming the fields. */
  invalidCreate: Array<[Record<string, unknown>, ...string[]]>;
  /** The same for a PUT; the row stays as it was. */
  invalidUpdate: Array<[Record<string, unknown>, ...string[]]>;
  /** Rows hidden from the public, shown with include_inactive=true to those allowed. */
  hide?: {
    /** What a create or PUT body sets to hide the row. */
    body: Record<string, unknown>;
    isHidden(row: Row): boolean;
  };
  /** The audit entity of `PUT {base}/order`, where the collection has an order. */
  reorder?: string;
}

const MATCHERS: Record<string, unknown> = {
  number: expect.any(Number),
  string: expect.any(String),
  boolean: expect.any(Boolean),
  array: expect.any(Array),
};

/** The answer has exactly the entity's fields, each of its kind, and passes its own check. */
export function expectRowShape(e: CrudEntity, row: Row) {
  const shape = Object.fromEntries(
    Object.entries(e.fields).map(([name, kind]) => [
      name,
      kind.endsWith('?') && row[name] === null ? null : MATCHERS[kind.replace('?', '')],
    ]),
  );
  expect(row).toEqual(shape);
  e.check?.(row);
}

const byDisplayOrder = (a: Row, b: Row) =>
  (a.display_order as number) <= (b.display_order as number);
const activeFlag = {
  body: { active: false },
  isHidden: (row: Row) => !row.active,
};
const STAMPS = { created_at: 'string', updated_at: 'string' } as const;

const faqs: CrudEntity = {
  router: 'faqs',
  base: '/api/faqs',
  notFound: 'FAQ not found',
  seeded: 9,
  valid: () => ({
    question: 'Vocês aceitam agendamento aos domingos?',
    answer: 'Não. Atendemos de segunda a sábado.',
    display_order: 20,
    active: true,
  }),
  changes: { answer: 'Sim, com horário marcado.', display_order: 21 },
  fields: {
    id: 'number',
    question: 'string',
    answer: 'string',
    display_order: 'number',
    active: 'boolean',
    ...STAMPS,
  },
  inOrder: byDisplayOrder,
  required: ['question', 'answer'],
  invalidCreate: [
    [{ question: 'Oi' }, 'question'],
    [{ answer: '' }, 'answer'],
    [{ display_order: 1.5 }, 'display_order'],
    [{ active: 1 }, 'active'],
    [{ active: 'false' }, 'active'],
  ],
  invalidUpdate: [
    [{ active: 'false' }, 'active'],
    [{ question: '' }, 'question'],
  ],
  hide: activeFlag,
  reorder: 'faq',
};

const socialLinks: CrudEntity = {
  router: 'socialLinks',
  base: '/api/social-links',
  notFound: 'Link não encontrado',
  seeded: 1,
  valid: () => ({
    name: 'TikTok',
    platform: 'tiktok',
    url: 'https://www.tiktok.com/@friocar',
    active: 1,
    display_order: 9,
  }),
  changes: { name: 'TikTok oficial', url: 'https://tiktok.com/@fc' },
  fields: {
    id: 'number',
    name: 'string',
    platform: 'string',
    url: 'string',
    active: 'number',
    display_order: 'number',
  },
  // Stored as 1 or 0, never another number.
  check: (row) => expect([0, 1]).toContain(row.active),
  inOrder: byDisplayOrder,
  required: ['name', 'platform', 'url'],
  invalidCreate: [
    [{ url: 'javascript:alert(1)' }, 'url'],
    [{ url: 'ftp://friocar.com.br' }, 'url'],
    [{ url: 'não é url' }, 'url'],
    [{ platform: 'face book' }, 'platform'],
    [{ active: 2 }, 'active'],
    [{ active: 'false' }, 'active'],
    [{ name: '' }, 'name'],
  ],
  invalidUpdate: [
    [{ active: 'true' }, 'active'],
    [{ url: '' }, 'url'],
  ],
  hide: activeFlag,
  reorder: 'social-link',
};

const portfolio: CrudEntity = {
  router: 'portfolio',
  base: '/api/portfolio',
  notFound: 'Trabalho não encontrado',
  seeded: 1,
  valid: () => ({
    title: 'Recarga e troca de filtro secador',
    description: 'Sistema com umidade; trocamos o filtro secador e fizemos vácuo prolongado.',
    service: 'Recarga de gás',
    vehicle: 'Renault Kwid 2022',
    images: ['/media/portfolio/kwid-1.svg', 'https://cdn.example.com/kwid-2.jpg'],
    display_order: 30,
    active: true,
  }),
  changes: { title: 'Título revisado', images: ['/media/novo.svg'] },
  fields: {
    id: 'number',
    title: 'string',
    description: 'string',
    service: 'string?',
    vehicle: 'string?',
    images: 'array',
    display_order: 'number',
    active: 'boolean',
    ...STAMPS,
  },
  check: (row) => {
    for (const image of row.images as unknown[]) expect(typeof image).toBe('string');
  },
  inOrder: byDisplayOrder,
  required: ['title', 'description'],
  invalidCreate: [
    [{ images: ['javascript:alert(1)'] }, 'images.0'],
    [{ images: '/media/a.svg' }, 'images'],
    [{ images: Array.from({ length: 21 }, (_, i) => `/m/${i}.svg`) }, 'images'],
    [{ description: 'x' }, 'description'],
    [{ display_order: -5 }, 'display_order'],
    [{ active: 'false' }, 'active'],
  ],
  invalidUpdate: [
    [{ active: 'false' }, 'active'],
    [{ title: '' }, 'title'],
  ],
  hide: activeFlag,
  reorder: 'portfolio',
};

const banners: CrudEntity = {
  router: 'banners',
  base: '/api/banners',
  notFound: 'Banner não encontrado',
  seeded: 1,
  valid: () => ({
    title: 'Banner de teste',
    content: JSON.stringify({ title: 'Revisão de verão', subtitle: 'Com 10% de desconto' }),
    active: true,
    position: 'middle',
    key: 'teste_banner',
    target_pages: '/teste-banners',
    display_order: 3,
  }),
  changes: {
    title: 'Título novo',
    content: JSON.stringify({ title: 'Novo', subtitle: 'Texto' }),
    position: 'footer',
  },
  fields: {
    id: 'number',
    title: 'string',
    content: 'string',
    active: 'boolean',
    position: 'string',
    key: 'string',
    target_pages: 'string',
    display_order: 'number',
    tone: 'string',
    starts_at: 'string?',
    ends_at: 'string?',
    ...STAMPS,
  },
  check: (row) => expect(() => JSON.parse(row.content as string)).not.toThrow(),
  inOrder: byDisplayOrder,
  required: ['title', 'content', 'key'],
  invalidCreate: [
    [{ key: 'Chave Inválida' }, 'key'],
    [{ position: 'lateral' }, 'position'],
    [{ target_pages: '' }, 'target_pages'],
    [{ title: 'x' }, 'title'],
    [{ active: 'false' }, 'active'],
  ],
  invalidUpdate: [
    [{ content: '{quebrado' }, 'content'],
    [{ active: 'true' }, 'active'],
  ],
  hide: activeFlag,
};

const popups: CrudEntity = {
  router: 'popups',
  base: '/api/popups',
  notFound: 'Popup não encontrado',
  seeded: 1,
  valid: () => ({
    title: 'Popup de teste',
    content: 'Aviso criado pelo teste.',
    type: 'announcement',
    style: 'info',
    target_pages: '/teste-popups',
    show_delay: 2,
    priority: 5,
    active: true,
  }),
  changes: { title: 'Depois', priority: 77 },
  fields: {
    id: 'number',
    title: 'string',
    content: 'string',
    type: 'string',
    style: 'string',
    discount_percentage: 'number?',
    button_text: 'string?',
    button_action: 'string?',
    target_pages: 'string',
    start_date: 'string?',
    expiry_date: 'string?',
    show_delay: 'number',
    show_timer: 'boolean',
    timer_duration: 'number?',
    priority: 'number',
    active: 'boolean',
    ...STAMPS,
  },
  // Highest priority first, ties by id.
  inOrder: (a, b) =>
    (a.priority as number) > (b.priority as number) || (a.priority === b.priority && a.id < b.id),
  required: ['title', 'content'],
  invalidCreate: [
    [{ type: 'banner' }, 'type'],
    [{ style: 'neon' }, 'style'],
    [{ start_date: 'amanhã' }, 'start_date'],
    [{ priority: 5000 }, 'priority'],
    [{ discount_percentage: 150 }, 'discount_percentage'],
    [{ button_action: 'javascript:alert(1)' }, 'button_action'],
    [{ show_timer: 'false' }, 'show_timer'],
    [{ active: 'false' }, 'active'],
  ],
  invalidUpdate: [[{ show_timer: 'false' }, 'show_timer']],
  hide: activeFlag,
};

const services: CrudEntity = {
  router: 'services',
  base: '/api/services',
  notFound: 'Serviço não encontrado',
  seeded: 8,
  valid: () => ({
    title: 'Troca de válvula de expansão',
    description: 'Substituição da válvula de expansão com vácuo e recarga.',
    price: 'A partir de R$ 350',
    image: '/media/servicos/valvula.svg',
    display_order: 50,
  }),
  changes: { title: 'Válvula de expansão (novo preço)', price: 'R$ 400' },
  fields: {
    id: 'number',
    title: 'string',
    description: 'string',
    price: 'string',
    image: 'string',
    display_order: 'number',
    ...STAMPS,
  },
  check: (row) => expect(Number.isNaN(Date.parse(row.created_at as string))).toBe(false),
  inOrder: byDisplayOrder,
  required: ['title', 'description'],
  invalidCreate: [
    [{ title: 'x' }, 'title'],
    [{ description: '' }, 'description'],
    [{ image: 'javascript:alert(1)' }, 'image'],
    [{ display_order: -1 }, 'display_order'],
    [{ price: 'x'.repeat(61) }, 'price'],
  ],
  invalidUpdate: [
    [{ title: '' }, 'title'],
    [{ description: 'x' }, 'description'],
  ],
  reorder: 'service',
};

const testimonials: CrudEntity = {
  router: 'testimonials',
  base: '/api/testimonials',
  notFound: 'Depoimento não encontrado',
  seeded: 6,
  valid: () => ({
    name: 'Carla Mendes — Centro',
    content: 'Recarga feita em uma hora e o ar voltou a gelar. Recomendo!',
    rating: 5,
    service: 'Recarga de gás',
  }),
  changes: { content: 'Voltei para a higienização.', rating: 4 },
  fields: {
    id: 'number',
    name: 'string',
    content: 'string',
    rating: 'number',
    service: 'string?',
    created_at: 'string',
  },
  check: (row) => {
    expect((row.content as string).length).toBeGreaterThan(0);
    expect(row.rating).toBeGreaterThanOrEqual(1);
    expect(row.rating).toBeLessThanOrEqual(5);
  },
  // Newest first.
  inOrder: (a, b) => Date.parse(a.created_at as string) >= Date.parse(b.created_at as string),
  required: ['name', 'content', 'rating'],
  invalidCreate: [
    [{ rating: 6 }, 'rating'],
    [{ rating: 0 }, 'rating'],
    [{ rating: 4.5 }, 'rating'],
    [{ content: ' ' }, 'content'],
    [{ name: 'A' }, 'name'],
  ],
  invalidUpdate: [[{ rating: '5 estrelas' }, 'rating']],
};

/** The table: every CRUD collection of the content, by router name. */
export const CRUD_ENTITIES = {
  faqs,
  socialLinks,
  portfolio,
  banners,
  popups,
  services,
  testimonials,
} satisfies Record<string, CrudEntity>;
