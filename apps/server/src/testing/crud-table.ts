import {
  faqSchema,
  portfolioItemSchema,
  serviceSchema,
  socialLinkSchema,
  testimonialSchema,
  whatsappContextSchema,
} from '@oficina/core';
import { expect } from 'vitest';
import { activeFlag, byDisplayOrder, type CrudEntity, fieldKindsOf } from './crud-entity';
import { banners, blog, popups } from './crud-table-announcements';

export { type CrudEntity, expectRowShape, type Row } from './crud-entity';

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
  fields: fieldKindsOf(faqSchema),
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
  fields: fieldKindsOf(socialLinkSchema),
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
  fields: fieldKindsOf(portfolioItemSchema),
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
    active: true,
  }),
  changes: { title: 'Válvula de expansão (novo preço)', price: 'R$ 400' },
  fields: fieldKindsOf(serviceSchema),
  check: (row) => expect(Number.isNaN(Date.parse(row.created_at as string))).toBe(false),
  inOrder: byDisplayOrder,
  required: ['title', 'description'],
  invalidCreate: [
    [{ title: 'x' }, 'title'],
    [{ description: '' }, 'description'],
    [{ image: 'javascript:alert(1)' }, 'image'],
    [{ display_order: -1 }, 'display_order'],
    [{ price: 'x'.repeat(61) }, 'price'],
    [{ active: 'false' }, 'active'],
  ],
  invalidUpdate: [
    [{ title: '' }, 'title'],
    [{ description: 'x' }, 'description'],
    [{ active: 'false' }, 'active'],
  ],
  hide: activeFlag,
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
  fields: fieldKindsOf(testimonialSchema),
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

let contextCounter = 0;

const whatsappContexts: CrudEntity = {
  router: 'whatsapp',
  procedures: {
    list: 'contexts',
    create: 'createContext',
    update: 'updateContext',
    delete: 'deleteContext',
  },
  base: '/api/whatsapp-contexts',
  notFound: 'Contexto de WhatsApp não encontrado',
  seeded: 2,
  // A name is unique and addresses the context.
  valid: () => ({
    name: `teste_tabela_${++contextCounter}`,
    description: 'Criado pelo teste',
    active: true,
    message_template: 'Olá! Vim pela página de teste.',
    button_text: 'Chamar',
  }),
  changes: { message_template: 'Olá! Texto novo.', button_text: 'Falar' },
  fields: fieldKindsOf(whatsappContextSchema),
  inOrder: (a, b) => (a.name as string) <= (b.name as string),
  required: ['name', 'message_template', 'button_text'],
  invalidCreate: [
    [{ name: 'Com Espaço' }, 'name'],
    [{ button_text: '' }, 'button_text'],
    [{ active: 'false' }, 'active'],
  ],
  invalidUpdate: [
    [{ active: 'false' }, 'active'],
    [{ message_template: '' }, 'message_template'],
  ],
  hide: activeFlag,
  address: { field: 'name', missing: 'nao_existe', invalid: ['Nome-Invalido'] },
  putOmits: ['name'],
};

/** The table: every CRUD collection of the content, by router name. */
export const CRUD_ENTITIES = {
  faqs,
  socialLinks,
  portfolio,
  banners,
  popups,
  blog,
  services,
  testimonials,
  whatsappContexts,
} satisfies Record<string, CrudEntity>;
