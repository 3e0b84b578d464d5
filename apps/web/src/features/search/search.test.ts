import { searchEntries } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { FIXED_SEARCH_ENTRIES, searchSite, serviceEntries } from './entries';
import { moveActive, optionForEnter } from './listbox';
import { addRecentSearch, parseRecentSearches } from './recent-searches';
import { parseSearchQuery } from './search-query';

describe('recent searches', () => {
  it('keeps the newest first, at most 5, without repeats', () => {
    let list: string[] = [];
    for (const query of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6']) list = addRecentSearch(list, query);
    expect(list).toEqual(['f6', 'e5', 'd4', 'c3', 'b2']);
    expect(addRecentSearch(list, 'C3')).toEqual(['C3', 'f6', 'e5', 'd4', 'b2']);
    expect(addRecentSearch(['Higienização'], 'higienizacao')).toEqual(['higienizacao']);
  });

  it('ignores blank searches and corrupt storage', () => {
    expect(addRecentSearch(['x'], '   ')).toEqual(['x']);
    expect(parseRecentSearches('nope')).toEqual([]);
    expect(parseRecentSearches(['ok', 3, '', 'sim'])).toEqual(['ok', 'sim']);
  });
});

describe('listbox keys', () => {
  it('moves with the arrows and wraps', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(1, 3, 'a')).toBe(1);
  });

  it('ignores an empty submission and opens the active or first option', () => {
    expect(optionForEnter(-1, 3, '   ')).toBe(-1);
    expect(optionForEnter(-1, 0, 'abc')).toBe(-1);
    expect(optionForEnter(-1, 3, 'abc')).toBe(0);
    expect(optionForEnter(2, 3, 'abc')).toBe(2);
  });
});

describe('site entries', () => {
  it('finds services, pages, FAQ and info without accents', () => {
    const entries = [
      ...serviceEntries([
        {
          id: 1,
          title: 'Higienização com oxi-sanitização',
          description: 'Sem mofo',
          price: 'R$ 180',
        },
      ]),
      ...FIXED_SEARCH_ENTRIES,
    ];
    expect(searchEntries(entries, 'higienizacao').map((group) => group.label)).toEqual([
      'Serviços',
      'FAQ',
    ]);
    expect(searchEntries(entries, 'horario').at(-1)?.items[0]?.id).toBe('info-horario');
    expect(searchEntries(entries, 'portfolio')[0]?.items[0]?.href).toBe('/portfolio');
  });
});

describe('site search', () => {
  const services = [
    { id: 1, title: 'Recarga de gás R-134a', description: 'Gás na medida', price: 'R$ 150' },
    { id: 2, title: 'Recarga de gás R-1234yf', description: '', price: '' },
  ];

  it('searches the services and the fixed entries, in the groups of the dialog', () => {
    const groups = searchSite(services, 'recarga');
    expect(groups.map((group) => group.label)).toEqual(['Serviços', 'FAQ']);
    expect(groups[0]?.items.map((entry) => entry.title)).toEqual([
      'Recarga de gás R-134a',
      'Recarga de gás R-1234yf',
    ]);
    expect(searchSite(services, 'r')).toEqual([]);
  });

  it('limits each group only when asked', () => {
    expect(searchSite(services, 'recarga', 1)[0]?.items).toHaveLength(1);
    expect(searchSite(services, 'recarga', Number.POSITIVE_INFINITY)[0]?.items).toHaveLength(2);
  });
});

describe('results page query', () => {
  it('trims, collapses spaces and cuts at 100 characters', () => {
    expect(parseSearchQuery('  recarga   de  gás ')).toBe('recarga de gás');
    expect(parseSearchQuery('x'.repeat(150))).toHaveLength(100);
    expect(parseSearchQuery(`${'x'.repeat(99)} y`)).toBe('x'.repeat(99));
  });

  it('reads what the router parsed as a number or boolean back as text, and ignores the rest', () => {
    expect(parseSearchQuery(134)).toBe('134');
    expect(parseSearchQuery(true)).toBe('true');
    expect(parseSearchQuery(['pix', 'cartão'])).toBe('pix');
    expect(parseSearchQuery(undefined)).toBe('');
    expect(parseSearchQuery({ q: 'x' })).toBe('');
    expect(parseSearchQuery('   ')).toBe('');
  });
});
