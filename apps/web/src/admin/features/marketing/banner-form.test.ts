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
    expect(JSON.parse(contentTemplate('company_info'))).toEqual({
      phone: expect.any(String),
      location: expect.any(String),
      hours: expect.any(String),
    });
  });
});

describe('bannerPreview', () => {
  it('explains invalid JSON', () => {
    const preview = bannerPreview('promo', '{"title": }');
    expect(preview.kind).toBe('invalid');
    if (preview.kind === 'invalid') expect(preview.message).toMatch(/^JSON inválido na linha 1/);
  });

  it('reads company_info overrides and ordinary banners as the site does', () => {
    expect(bannerPreview('company_info', '{"phone":" 21 ","hours":"","x":1}')).toEqual({
      kind: 'company',
      phone: '21',
    });
    expect(bannerPreview('promo', '{"title":"A","cta_text":"Ir","cta_link":"/contato"}')).toEqual({
      kind: 'banner',
      content: { title: 'A', subtitle: '', cta_text: 'Ir', cta_link: '/contato' },
    });
    expect(bannerPreview('promo', '{"outro": 1}')).toEqual({ kind: 'empty' });
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
