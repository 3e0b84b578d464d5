import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  normalizeSearchText,
  type SearchEntry,
  scoreSearchEntry,
  searchEntries,
} from './search';

const entries: SearchEntry[] = [
  { id: 's1', category: 'service', title: 'Higienização com oxi-sanitização', href: '/servicos' },
  {
    id: 's2',
    category: 'service',
    title: 'Recarga de gás R-134a',
    description: 'Gás novo e teste de pressão',
    href: '/servicos',
  },
  { id: 'p1', category: 'page', title: 'Serviços', keywords: ['preços'], href: '/servicos' },
  { id: 'f1', category: 'faq', title: 'Os serviços têm garantia?', href: '/faq' },
  {
    id: 'i1',
    category: 'info',
    title: 'Horário de funcionamento',
    keywords: ['sábado'],
    href: '/contato',
  },
];

describe('normalizeSearchText', () => {
  it('removes accents, case and punctuation', () => {
    expect(normalizeSearchText('  Higienização, JÁ!  ')).toBe('higienizacao ja');
    expect(normalizeSearchText('R-134a')).toBe('r 134a');
  });
});

describe('isSearchable', () => {
  it('needs 2 characters after trimming', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('  a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
  });
});

describe('scoreSearchEntry', () => {
  it('is accent- and case-insensitive both ways', () => {
    expect(scoreSearchEntry(entries[0]!, 'HIGIENIZACAO')).toBeGreaterThan(0);
    expect(scoreSearchEntry(entries[1]!, 'gas')).toBeGreaterThan(0);
    expect(scoreSearchEntry(entries[4]!, 'sabado')).toBeGreaterThan(0);
  });

  it('requires every word and ranks title starts first', () => {
    expect(scoreSearchEntry(entries[1]!, 'gas pressao')).toBeGreaterThan(0);
    expect(scoreSearchEntry(entries[1]!, 'gas compressor')).toBe(0);
    expect(scoreSearchEntry(entries[2]!, 'serv')).toBeGreaterThan(
      scoreSearchEntry(entries[3]!, 'serv'),
    );
  });

  it('ignores queries under 2 characters', () => {
    expect(scoreSearchEntry(entries[0]!, 'h')).toBe(0);
  });
});

describe('searchEntries', () => {
  it('groups as Serviços, Páginas, FAQ, Informações and drops empty groups', () => {
    const groups = searchEntries(entries, 'servi');
    expect(groups.map((group) => group.label)).toEqual(['Páginas', 'FAQ']);
    const all = searchEntries(
      entries.map((entry) => ({ ...entry, keywords: ['comum'] })),
      'comum',
    );
    expect(all.map((group) => group.label)).toEqual(['Serviços', 'Páginas', 'FAQ', 'Informações']);
  });

  it('limits each group and returns nothing for a short query', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      id: `x${i}`,
      category: 'service' as const,
      title: `Ar ${i}`,
      href: '/',
    }));
    expect(searchEntries(many, 'ar', 3)[0]?.items).toHaveLength(3);
    expect(searchEntries(many, 'a')).toEqual([]);
  });
});
