import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';

const html = (props: ResponsiveImageProps) =>
  renderToStaticMarkup(createElement(ResponsiveImage, props));

describe('ResponsiveImage', () => {
  it('offers every smaller copy of an uploaded image', () => {
    const out = html({
      src: '/media/u/4-5d41402abc-1280.webp',
      alt: 'Compressor novo',
      width: 800,
      height: 600,
      sizes: '(min-width: 48rem) 22rem, 100vw',
    });
    expect(out).toContain('src="/media/u/4-5d41402abc-1280.webp"');
    expect(out).toContain(
      'srcSet="/media/u/4-5d41402abc-320.webp 320w, /media/u/4-5d41402abc-640.webp 640w, ' +
        '/media/u/4-5d41402abc-960.webp 960w, /media/u/4-5d41402abc-1280.webp 1280w"',
    );
    expect(out).toContain('sizes="(min-width: 48rem) 22rem, 100vw"');
    expect(out).toContain('width="800"');
    expect(out).toContain('height="600"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
    expect(out).toContain('--image-ratio:800 / 600');
    expect(out).toContain('class="responsive-image"');
  });

  it('passes shipped SVGs, external images and hashless paths through with a single source', () => {
    for (const src of [
      '/media/servicos/recarga.svg',
      'https://cdn.example.com/foto.jpg',
      '/media/u/4-1280.webp',
    ]) {
      const out = html({ src, alt: '', width: 1200, height: 630, className: 'post__cover' });
      expect(out).toContain(`src="${src}"`);
      expect(out).not.toContain('srcSet');
      expect(out).not.toContain('sizes');
      expect(out).toContain('class="responsive-image post__cover"');
    }
  });

  it('loads above-the-fold images at once with high priority', () => {
    const out = html({
      src: '/media/logo.svg',
      alt: '',
      width: 160,
      height: 40,
      priority: true,
      fit: 'contain',
    });
    expect(out).toContain('loading="eager"');
    expect(out.toLowerCase()).toContain('fetchpriority="high"');
    expect(out).toContain('data-fit="contain"');
  });
});
