import { describe, expect, it } from 'vitest';
import { sharedPagePath, shareImagePath } from './share-image';
import { SITE_PAGES } from './site-pages';

describe('share image paths', () => {
  it('names one image per page and per post', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/servicos')).toBe('/og/servicos.png');
    expect(shareImagePath('/blog/ar-nao-gela')).toBe('/og/blog/ar-nao-gela.png');
    expect(shareImagePath('/faq/?x=1#topo')).toBe('/og/faq.png');
  });

  it('leads back to the page from its image, for every public page', () => {
    for (const { path } of SITE_PAGES) expect(sharedPagePath(shareImagePath(path))).toBe(path);
    expect(sharedPagePath('/og/blog/ar-nao-gela.png')).toBe('/blog/ar-nao-gela');
  });

  it('names no page for other paths', () => {
    for (const path of [
      '/og/.png',
      '/og/servicos.svg',
      '/media/servicos.png',
      '/og/blog//x.png',
      '/og/blog/../x.png',
      '/og/blog/%2F.png',
      '/og/%E0%A4%A.png',
    ])
      expect(sharedPagePath(path), path).toBeNull();
  });
});
