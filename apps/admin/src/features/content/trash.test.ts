import { describe, expect, it } from 'vitest';
import { daysLeftLabel, trashTitle, trashTypeLabel } from './trash';

const NOW = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

describe('daysLeftLabel', () => {
  it('counts the days until the purge, a started day as one', () => {
    expect(daysLeftLabel(inDays(30), NOW)).toBe('30 dias');
    expect(daysLeftLabel(inDays(29.9), NOW)).toBe('30 dias');
    expect(daysLeftLabel(inDays(2.5), NOW)).toBe('3 dias');
    expect(daysLeftLabel(inDays(1), NOW)).toBe('1 dia');
  });

  it('says less than a day at the end, and for a date already past', () => {
    expect(daysLeftLabel(inDays(0.5), NOW)).toBe('menos de 1 dia');
    expect(daysLeftLabel(inDays(-1), NOW)).toBe('menos de 1 dia');
    expect(daysLeftLabel('não é data', NOW)).toBe('menos de 1 dia');
  });
});

describe('labels', () => {
  it('names each type in Portuguese', () => {
    expect(trashTypeLabel('testimonials')).toBe('Depoimento');
    expect(trashTypeLabel('blog-posts')).toBe('Post do blog');
    expect(trashTypeLabel('outra-coisa')).toBe('outra-coisa');
  });

  it('never leaves an item without a name', () => {
    expect(trashTitle({ title: 'Recarga', entity: 'services', id: 3 })).toBe('Recarga');
    expect(trashTitle({ title: ' ', entity: 'banners', id: 7 })).toBe('Banner nº 7');
  });
});
