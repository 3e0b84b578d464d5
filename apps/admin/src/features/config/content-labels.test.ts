import type { EditableContent } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import {
  contentExcerpt,
  contentLabel,
  contentMatches,
  groupContent,
  humanizeKey,
  publicPathFor,
  sectionLabel,
  sectionOptions,
} from './content-labels';

const item = (
  key: string,
  section: string,
  description: string | null = null,
): EditableContent => ({
  key,
  section,
  type: 'text',
  value: '',
  description,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('content labels', () => {
  it('makes keys readable in Portuguese', () => {
    expect(humanizeKey('home.hero.cta_primary')).toBe(
      'Página inicial › Destaque › Botão principal',
    );
    expect(humanizeKey('promo.black_friday')).toBe('Promo › Black friday');
    expect(sectionLabel('legal')).toBe('Textos legais');
    expect(sectionLabel('minha_secao')).toBe('Minha secao');
  });

  it('prefers the description as the label', () => {
    expect(contentLabel(item('legal.terms', 'legal', 'Termos de Uso (Markdown)'))).toBe(
      'Termos de Uso (Markdown)',
    );
    expect(contentLabel(item('legal.terms', 'legal', '  '))).toBe('Textos legais › Termos de uso');
  });

  it('groups by section in site order, items in page order', () => {
    const groups = groupContent([
      item('legal.terms', 'legal'),
      item('zeta.x', 'zeta'),
      item('home.cta.title', 'home'),
      item('home.hero.subtitle', 'home'),
      item('home.hero.title', 'home'),
      item('footer.credit', 'geral'),
    ]);
    expect(groups.map((group) => group.section)).toEqual(['home', 'geral', 'legal', 'zeta']);
    expect(groups[0]?.items.map((entry) => entry.key)).toEqual([
      'home.hero.title',
      'home.hero.subtitle',
      'home.cta.title',
    ]);
  });

  it('knows where texts appear on the site', () => {
    expect(publicPathFor('legal.privacy')).toBe('/politica-privacidade');
    expect(publicPathFor('home.hero.title')).toBe('/');
    expect(publicPathFor('unknown')).toBeUndefined();
  });

  it('offers known and used sections', () => {
    const values = sectionOptions([item('a.b', 'promo')]).map((option) => option.value);
    expect(values).toEqual(['home', 'geral', 'contato', 'legal', 'promo']);
  });

  it('shows a plain excerpt of formatted text', () => {
    expect(contentExcerpt('## Garantia\n\n- **90 dias** em [peças](/pecas)')).toBe(
      'Garantia • 90 dias em peças',
    );
    expect(contentExcerpt('a'.repeat(200))).toBe(`${'a'.repeat(180)}…`);
  });

  it('finds texts by name, key or words, ignoring case', () => {
    const privacy = { ...item('legal.privacy', 'legal'), value: 'Seus DADOS pessoais' };
    expect(contentMatches(privacy, '  ')).toBe(true);
    expect(contentMatches(privacy, 'política')).toBe(true);
    expect(contentMatches(privacy, 'dados')).toBe(true);
    expect(contentMatches(privacy, 'garantia')).toBe(false);
  });
});
