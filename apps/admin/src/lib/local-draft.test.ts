import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  type DraftStorage,
  draftDiffers,
  draftKey,
  pruneDrafts,
  readDraft,
  writeDraft,
} from './local-draft';

/** localStorage's interface over a Map (the `web` project runs in Node). */
function memoryStorage(
  initial: Record<string, string> = {},
): DraftStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

const NOW = Date.parse('2026-03-04T17:30:00Z');

describe('local drafts', () => {
  it('names one key per entity and id', () => {
    expect(draftKey('blog', 12)).toBe('oficina:rascunho:blog:12');
    expect(draftKey('blog', 'novo')).toBe('oficina:rascunho:blog:novo');
    expect(draftKey('sobre', 'pagina')).toBe('oficina:rascunho:sobre:pagina');
  });

  it('reads back what it wrote, with the time', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey('blog', 1), { title: 'Olá' }, NOW);
    expect(readDraft(storage, draftKey('blog', 1), NOW + 1000)).toEqual({
      savedAt: '2026-03-04T17:30:00.000Z',
      values: { title: 'Olá' },
    });
  });

  it('ignores and removes a draft older than 30 days', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey('blog', 1), { title: 'Antigo' }, NOW);
    expect(readDraft(storage, draftKey('blog', 1), NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readDraft(storage, draftKey('blog', 1), NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('removes damaged entries instead of failing', () => {
    const storage = memoryStorage({
      'oficina:rascunho:blog:2': '{not json',
      'oficina:rascunho:blog:3': JSON.stringify({ values: { title: 'x' } }),
    });
    expect(readDraft(storage, 'oficina:rascunho:blog:2', NOW)).toBeNull();
    expect(readDraft(storage, 'oficina:rascunho:blog:3', NOW)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('prunes only expired drafts of the panel, never other keys', () => {
    const storage = memoryStorage({ theme: 'dark' });
    writeDraft(storage, draftKey('blog', 1), { title: 'Velho' }, NOW - DRAFT_MAX_AGE_MS - 1);
    writeDraft(storage, draftKey('blog', 2), { title: 'Novo' }, NOW - 1000);
    pruneDrafts(storage, NOW);
    expect([...storage.map.keys()].sort()).toEqual(['oficina:rascunho:blog:2', 'theme']);
  });

  it('keeps no draft when the storage is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeDraft(storage, draftKey('blog', 1), { title: 'x' }, NOW)).not.toThrow();
  });

  it('tells a draft that changes something from one equal to the record', () => {
    const record = { title: 'Título', body: 'Texto', tags: ['a'], meta: { a: 1, b: 2 } };
    expect(draftDiffers({ ...record }, record)).toBe(false);
    // Key order does not matter, content does.
    expect(
      draftDiffers({ meta: { b: 2, a: 1 }, tags: ['a'], body: 'Texto', title: 'Título' }, record),
    ).toBe(false);
    expect(draftDiffers({ ...record, body: 'Texto novo' }, record)).toBe(true);
    expect(draftDiffers({ ...record, tags: ['a', 'b'] }, record)).toBe(true);
  });
});
