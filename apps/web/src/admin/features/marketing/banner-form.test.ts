import { type Banner, bannerInputSchema } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import {
  bannerPreview,
  bannerToForm,
  contentTemplate,
  EMPTY_BANNER,
  placementNote,
} from './banner-form';

const stored: Banner = {
  id: 3,
  title: 'Promoção',
  content: '{"title":"Oi","subtitle":"Olá"}',
  active: true,
  position: 'middle',
  key: 'promo',
  target_pages: '/, /servicos',
  display_order: 2,
  created_at: '',
  updated_at: '',
};

describe('banner form values', () => {
  it('shows stored JSON indented, and the result still passes the API schema', () => {
    const form = bannerToForm(stored);
    expect(form.content).toBe('{\n  "title": "Oi",\n  "subtitle": "Olá"\n}');
    expect(bannerInputSchema.parse(form)).toMatchObject({ key: 'promo', position: 'middle' });
    expect(bannerToForm(stored, { indent: false }).content).toBe(stored.content);
  });

  it('starts a new banner from a template', () => {
    expect(JSON.parse(EMPTY_BANNER.content)).toHaveProperty('title');
    expect(JSON.parse(contentTemplate())).toEqual({
      title: expect.any(String),
      subtitle: expect.any(String),
      cta_text: expect.any(String),
      cta_link: '/contato',
    });
  });
});

describe('bannerPreview', () => {
  it('explains invalid JSON', () => {
    const preview = bannerPreview('{"title": }');
    expect(preview.kind).toBe('invalid');
    if (preview.kind === 'invalid') expect(preview.message).toMatch(/^JSON inválido na linha 1/);
  });

  it('reads banners as the site does', () => {
    expect(bannerPreview('{"title":"A","cta_text":"Ir","cta_link":"/contato"}')).toEqual({
      kind: 'banner',
      content: { title: 'A', subtitle: '', cta_text: 'Ir', cta_link: '/contato' },
    });
    expect(bannerPreview('{"outro": 1}')).toEqual({ kind: 'empty' });
  });
});

describe('placementNote', () => {
  it('names the pages that draw the position', () => {
    expect(placementNote('middle', 'all')).toBe(
      'Aparece em: Página inicial, Serviços, Demonstração de popups e banners.',
    );
    expect(placementNote('middle', '/servicos')).toBe('Aparece em: Serviços.');
  });

  it('warns when chosen pages do not have the position', () => {
    expect(placementNote('hero', '/contato')).toMatch(/^Atenção: nenhuma das páginas/);
    expect(placementNote('hero', '/, /contato')).toBe(
      'Aparece em: Página inicial. Não aparece em Contato, que não tem esta posição.',
    );
    expect(placementNote('top', 'all')).toMatch(/só aparece na página de demonstração/);
  });
});
