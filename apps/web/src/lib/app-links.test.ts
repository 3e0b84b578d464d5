import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './app-links';

describe('isCurrentPage', () => {
  it('marks home only on home', () => {
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/servicos', '/')).toBe(false);
  });

  it('marks a page on itself and on the pages under it, not on a longer name', () => {
    expect(isCurrentPage('/blog', '/blog')).toBe(true);
    expect(isCurrentPage('/blog/r-134a-ou-r-1234yf', '/blog')).toBe(true);
    expect(isCurrentPage('/blogueiros', '/blog')).toBe(false);
    expect(isCurrentPage('/contato', '/blog')).toBe(false);
  });
});
