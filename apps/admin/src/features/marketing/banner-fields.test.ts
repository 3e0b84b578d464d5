import { type Banner, bannerInputSchema } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import {
  bannerFieldsSchema,
  bannerToFields,
  contentToFields,
  EMPTY_BANNER_FIELDS,
  fieldsToContent,
  keyFromName,
  previewContent,
} from './banner-fields';

const stored: Banner = {
  id: 3,
  title: 'Promoção',
  content: '{"title":"Oi","subtitle":"Olá","cta_text":"Ver","cta_link":"/contato","theme":"dark"}',
  active: true,
  position: 'middle',
  key: 'promo',
  target_pages: '/, /servicos',
  display_order: 2,
  tone: 'warning',
  starts_at: '2026-03-01T11:00:00.000Z',
  ends_at: null,
  created_at: '',
  updated_at: '',
};

describe('banner content <-> fields', () => {
  it('reads the known keys into fields and keeps the others aside', () => {
    const { fields, parsed } = bannerToFields(stored);
    expect(fields).toMatchObject({
      name: 'Promoção',
      headline: 'Oi',
      text: 'Olá',
      cta_text: 'Ver',
      cta_link: '/contato',
      position: 'middle',
      display_order: 2,
      tone: 'warning',
      starts_at: '2026-03-01T11:00:00.000Z',
      ends_at: null,
    });
    expect(parsed.extra).toEqual({ theme: 'dark' });
    expect(parsed.unreadable).toBe(false);
  });

  it('writes the fields back with unknown keys untouched', () => {
    const { fields, parsed } = bannerToFields(stored);
    const content = fieldsToContent({ ...fields, headline: ' Novo ' }, parsed.extra);
    expect(JSON.parse(content)).toEqual({
      theme: 'dark',
      title: 'Novo',
      subtitle: 'Olá',
      cta_text: 'Ver',
      cta_link: '/contato',
    });
    expect(bannerInputSchema.shape.content.parse(content)).toBe(content);
  });

  it('round-trips a banner without changes', () => {
    const { fields, parsed } = bannerToFields(stored);
    expect(JSON.parse(fieldsToContent(fields, parsed.extra))).toEqual(JSON.parse(stored.content));
  });

  it('leaves the button out when it is empty', () => {
    expect(
      JSON.parse(fieldsToContent({ headline: 'A', text: '', cta_text: '', cta_link: '' })),
    ).toEqual({ title: 'A', subtitle: '' });
  });

  it('flags content that is not a JSON object', () => {
    for (const content of ['nada', '[1]', 'null']) {
      expect(contentToFields(content)).toMatchObject({ headline: '', unreadable: true });
    }
  });
});

describe('bannerFieldsSchema', () => {
  const valid = { ...EMPTY_BANNER_FIELDS, name: 'Verão', headline: 'Promo' };

  it('accepts a banner with a title only', () => {
    expect(bannerFieldsSchema.safeParse(valid).success).toBe(true);
  });

  it('explains in Portuguese what is missing, on the right field', () => {
    const result = bannerFieldsSchema.safeParse({ ...valid, headline: '', cta_text: 'Ir' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['headline', 'Escreva um título ou um texto: sem eles o banner não aparece.'],
      ['cta_link', 'Informe para onde o botão leva.'],
    ]);
  });

  it('wants the end after the start', () => {
    const dates = { starts_at: '2026-03-01T11:00:00.000Z', ends_at: '2026-03-01T11:00:00.000Z' };
    const result = bannerFieldsSchema.safeParse({ ...valid, ...dates });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ends_at', 'O fim precisa ser depois do início.'],
    ]);
    const later = { ...dates, ends_at: '2026-03-02T11:00:00.000Z' };
    expect(bannerFieldsSchema.safeParse({ ...valid, ...later }).success).toBe(true);
  });

  it('refuses links the site would not follow', () => {
    const result = bannerFieldsSchema.safeParse({
      ...valid,
      cta_text: 'Ir',
      cta_link: 'javascript:alert(1)',
    });
    expect(result.error?.issues[0]?.path).toEqual(['cta_link']);
  });
});

describe('keyFromName', () => {
  it('makes an identifier the API accepts', () => {
    expect(keyFromName('Promoção de Verão!')).toBe('promocao-de-verao');
    expect(keyFromName('2 por 1')).toBe('banner-2-por-1');
    expect(keyFromName('x'.repeat(300))).toHaveLength(60);
    for (const name of ['Promoção de Verão!', '2 por 1', '!!', 'x'.repeat(300)]) {
      expect(bannerInputSchema.shape.key.parse(keyFromName(name))).toBeTruthy();
    }
  });
});

describe('previewContent', () => {
  it('draws what the site would draw, with a placeholder when empty', () => {
    expect(previewContent({ headline: 'A', cta_text: 'Ir', cta_link: '/contato' })).toEqual({
      title: 'A',
      subtitle: '',
      cta_text: 'Ir',
      cta_link: '/contato',
    });
    expect(previewContent({})).toEqual({ title: 'Título do banner', subtitle: '' });
  });
});
