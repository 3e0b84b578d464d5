import { describe, expect, it } from 'vitest';
import { decodeTargetPages, describeTargetPages, encodeTargetPages } from './target-pages';

describe('target pages', () => {
  it("reads '*' and 'all' as every page", () => {
    expect(decodeTargetPages('*')).toEqual({ all: true, pages: [] });
    expect(decodeTargetPages('ALL')).toEqual({ all: true, pages: [] });
    expect(decodeTargetPages('/servicos, all')).toEqual({ all: true, pages: ['/servicos'] });
  });

  it('normalises, deduplicates and orders pages as the site does', () => {
    expect(decodeTargetPages(' contato,/servicos/ ,home, /servicos, /blog/post')).toEqual({
      all: false,
      pages: ['/', '/servicos', '/contato', '/blog/post'],
    });
    expect(decodeTargetPages('')).toEqual({ all: false, pages: [] });
    expect(decodeTargetPages(null)).toEqual({ all: false, pages: [] });
  });

  it('stores the comma list the schema expects', () => {
    expect(encodeTargetPages({ all: true, pages: ['/'] })).toBe('all');
    expect(encodeTargetPages({ all: false, pages: ['/contato', '/', 'servicos'] })).toBe(
      '/, /servicos, /contato',
    );
    expect(encodeTargetPages({ all: false, pages: [] })).toBe('');
  });

  it('round-trips', () => {
    for (const stored of ['all', '/', '/, /servicos, /lgpd', '/faq, /outra']) {
      expect(encodeTargetPages(decodeTargetPages(stored))).toBe(stored);
    }
  });

  it('describes the selection with page names', () => {
    expect(describeTargetPages('*')).toBe('Todas as páginas');
    expect(describeTargetPages('/, /contato, /x')).toBe('Página inicial, Contato, /x');
    expect(describeTargetPages('')).toBe('Nenhuma página');
  });
});
