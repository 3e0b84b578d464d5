import { describe, expect, it } from 'vitest';
import { imageSrcSet, shippedImagePath, shippedImageSrcSet } from './shipped-images';

describe('shippedImageSrcSet', () => {
  it('lists every copy up to the largest one the path names', () => {
    expect(shippedImageSrcSet('/media/sobre/oficina-1200.webp')).toBe(
      '/media/sobre/oficina-320.webp 320w, /media/sobre/oficina-640.webp 640w, ' +
        '/media/sobre/oficina-960.webp 960w, /media/sobre/oficina-1200.webp 1200w',
    );
    expect(shippedImageSrcSet('/media/portfolio/fiat-toro-compressor-1-800.webp')).toBe(
      '/media/portfolio/fiat-toro-compressor-1-320.webp 320w, ' +
        '/media/portfolio/fiat-toro-compressor-1-640.webp 640w, ' +
        '/media/portfolio/fiat-toro-compressor-1-800.webp 800w',
    );
  });

  it('leaves other pictures with their single source', () => {
    for (const path of [
      '/media/sobre/oficina.svg',
      '/media/logo.svg',
      '/media/icons/icon-192.png',
      '/media/outra/foto-800.webp',
      '/media/sobre/../x-800.webp',
      'https://example.com/media/sobre/oficina-800.webp',
    ]) {
      expect(shippedImageSrcSet(path)).toBeNull();
    }
  });

  it('builds the paths the build writes', () => {
    expect(shippedImagePath('blog/capa', 640)).toBe('/media/blog/capa-640.webp');
  });
});

describe('imageSrcSet', () => {
  it('covers uploads and shipped photos alike', () => {
    expect(imageSrcSet('/media/u/12-9f86d081e8-640.webp')).toContain(
      '/media/u/12-9f86d081e8-320.webp 320w',
    );
    expect(imageSrcSet('/media/blog/capa-1200.webp')).toContain('/media/blog/capa-960.webp 960w');
    expect(imageSrcSet('/media/logo.svg')).toBeNull();
  });
});
