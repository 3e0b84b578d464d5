import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch, narrowRows, pageCount, pageOf } from './list-tools';

interface Faq {
  id: number;
  question: string;
  answer: string;
  active: boolean;
}

const FAQS: Faq[] = [
  { id: 1, question: 'Quanto custa a manutenção?', answer: 'Depende do carro.', active: true },
  { id: 2, question: 'Vocês atendem sábado?', answer: 'Sim, até o meio-dia.', active: false },
  { id: 3, question: 'Fazem higienização?', answer: 'Sim, com ozônio.', active: true },
];
const text = (faq: Faq) => [faq.question, faq.answer];
const active = (faq: Faq) => faq.active;

describe('the list search', () => {
  it('ignores case and accents', () => {
    expect(foldText('Manutenção ÁGIL')).toBe('manutencao agil');
    expect(matchesSearch(['Quanto custa a manutenção?'], 'MANUTENCAO')).toBe(true);
  });

  it('wants every word, in any of the texts and in any order', () => {
    expect(matchesSearch(['Vocês atendem sábado?', 'Sim, até o meio-dia.'], 'meio sabado')).toBe(
      true,
    );
    expect(matchesSearch(['Vocês atendem sábado?'], 'sabado domingo')).toBe(false);
  });

  it('matches everything when empty or blank, and skips missing texts', () => {
    expect(matchesSearch([], '   ')).toBe(true);
    expect(matchesSearch([null, undefined, 'Troca de óleo'], 'oleo')).toBe(true);
  });
});

describe('narrowing a list', () => {
  it('keeps the rows that match the search and the status, in order', () => {
    expect(
      narrowRows(FAQS, { search: 'sim', status: 'all' }, text, active).map((f) => f.id),
    ).toEqual([2, 3]);
    expect(narrowRows(FAQS, { search: 'sim', status: 'active' }, text, active)).toEqual([FAQS[2]]);
    expect(narrowRows(FAQS, { search: '', status: 'hidden' }, text, active)).toEqual([FAQS[1]]);
  });

  it('ignores a status filter on lists without `active`, and a search without texts', () => {
    expect(narrowRows(FAQS, { search: 'nada disso', status: 'hidden' })).toEqual(FAQS);
  });
});

describe('pages of a list', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(23, 10)).toBe(3);
  });

  it('slices the page asked for, clamped to the pages there are', () => {
    expect(pageOf(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageOf(rows, 9, 10)).toEqual([21, 22, 23]);
    expect(pageOf(rows, 0, 10)).toEqual(pageOf(rows, 1, 10));
    expect(pageOf([], 2, 10)).toEqual([]);
  });
});
