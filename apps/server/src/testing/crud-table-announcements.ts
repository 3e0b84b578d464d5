import { bannerSchema, blogPostSchema, popupSchema } from '@oficina/core';
import { expect } from 'vitest';
import { activeFlag, byDisplayOrder, type CrudEntity, fieldKindsOf, type Row } from './crud-entity';

/** Inactive rows are hidden, and so are rows outside their dates: the flag is not alone. */
const scheduled = { ...activeFlag, only: false };

/** The rows of the CRUD table for what the site announces: banners, popups and blog posts. */

export const banners: CrudEntity = {
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
  fields: fieldKindsOf(bannerSchema),
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
  hide: scheduled,
};

export const popups: CrudEntity = {
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
  fields: fieldKindsOf(popupSchema),
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
  hide: scheduled,
};

let slugCounter = 0;

export const blog: CrudEntity = {
  router: 'blog',
  base: '/api/blog-posts',
  notFound: 'Post não encontrado',
  seeded: 3,
  // A slug is unique: each body gets its own.
  valid: () => ({
    slug: `post-de-tabela-${process.pid}-${++slugCounter}`,
    title: 'Quando trocar o filtro de cabine',
    excerpt: 'Um resumo curto.',
    body: '## Filtro de cabine\n\nTroque a cada 10 mil km.',
    cover_image: '/media/blog/filtro.svg',
    published: true,
    seo_title: 'Filtro de cabine',
    seo_description: 'Quando trocar o filtro de cabine do carro.',
  }),
  changes: { title: 'Título revisado' },
  fields: fieldKindsOf(blogPostSchema),
  // Newest publication first.
  inOrder: (a, b) => Date.parse(a.published_at as string) >= Date.parse(b.published_at as string),
  required: ['slug', 'title'],
  invalidCreate: [
    [{ slug: 'Com Espaço' }, 'slug'],
    [{ slug: '-comeca-com-hifen' }, 'slug'],
    [{ title: 'A' }, 'title'],
    [{ published_at: 'ontem' }, 'published_at'],
    [{ cover_image: 'javascript:alert(1)' }, 'cover_image'],
    [{ seo_title: 'x'.repeat(71) }, 'seo_title'],
    [{ published: 'false' }, 'published'],
  ],
  invalidUpdate: [
    [{ published: 'true' }, 'published'],
    [{ slug: 'Não é um slug' }, 'slug'],
  ],
  // Drafts are hidden; so are posts published with a future date (their own tests).
  hide: { body: { published: false }, isHidden: (row: Row) => !row.published },
};
