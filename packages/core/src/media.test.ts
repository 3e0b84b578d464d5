import { describe, expect, it } from 'vitest';
import {
  imageAlt,
  isMediaMimeType,
  MEDIA_WIDTHS,
  mediaSrcSet,
  mediaVariantPath,
  mediaVariantWidths,
  parseMediaPath,
} from './media';

describe('mediaVariantWidths', () => {
  it('makes every standard width for a large original, capped at the largest', () => {
    expect(mediaVariantWidths(4000)).toEqual([...MEDIA_WIDTHS]);
    expect(mediaVariantWidths(1920)).toEqual([...MEDIA_WIDTHS]);
  });

  it('adds the original width when it falls between standard widths', () => {
    expect(mediaVariantWidths(1500)).toEqual([320, 640, 960, 1280, 1500]);
    expect(mediaVariantWidths(640)).toEqual([320, 640]);
  });

  it('always makes at least one variant, never wider than the original', () => {
    expect(mediaVariantWidths(200)).toEqual([200]);
    expect(mediaVariantWidths(1)).toEqual([1]);
  });
});

const SHA = '9f86d081e884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a0';

describe('media paths', () => {
  it('round-trips a variant path, with the first 10 hex characters of the hash', () => {
    expect(mediaVariantPath(12, SHA, 1280)).toBe('/media/u/12-9f86d081e8-1280.webp');
    expect(mediaVariantPath(12, SHA.slice(0, 10).toUpperCase(), 1280)).toBe(
      '/media/u/12-9f86d081e8-1280.webp',
    );
    expect(parseMediaPath('/media/u/12-9f86d081e8-1280.webp')).toEqual({
      id: 12,
      hash: '9f86d081e8',
      width: 1280,
    });
  });

  it('ignores shipped files, external URLs, hashless and malformed paths', () => {
    for (const path of [
      '/media/logo.svg',
      'https://cdn.example.com/media/u/1-9f86d081e8-320.webp',
      '/media/u/1-320.webp',
      '/media/u/0-9f86d081e8-320.webp',
      '/media/u/1-9f86d081e8-320.webp?x=1',
      '/media/u/1-9f86d081e8-320.jpg',
      '/media/u/1-9f86d081-320.webp',
      '/media/u/1-9f86d081e88-320.webp',
      '/media/u/1-9F86D081E8-320.webp',
      '/media/u/1-9f86d081eg-320.webp',
      '/media/u/../1-9f86d081e8-320.webp',
    ]) {
      expect(parseMediaPath(path), path).toBeNull();
      expect(mediaSrcSet(path), path).toBeNull();
    }
  });

  it('derives the srcset from the largest variant, keeping the hash', () => {
    expect(mediaSrcSet('/media/u/7-0123456789-960.webp')).toBe(
      '/media/u/7-0123456789-320.webp 320w, /media/u/7-0123456789-640.webp 640w, ' +
        '/media/u/7-0123456789-960.webp 960w',
    );
    expect(mediaSrcSet('/media/u/7-abcdefabcd-250.webp')).toBe(
      '/media/u/7-abcdefabcd-250.webp 250w',
    );
  });
});

describe('isMediaMimeType', () => {
  it('accepts the five upload types, in any case', () => {
    expect(isMediaMimeType('image/png')).toBe(true);
    expect(isMediaMimeType('IMAGE/JPEG')).toBe(true);
    expect(isMediaMimeType('image/svg+xml')).toBe(false);
    expect(isMediaMimeType('application/pdf')).toBe(false);
  });
});

describe('imageAlt', () => {
  const src = '/media/u/7-0123456789-960.webp';
  it('takes the library’s text for the image, else the page’s own words', () => {
    expect(imageAlt(src, { [src]: 'Compressor novo' }, 'Ilustração do serviço')).toBe(
      'Compressor novo',
    );
    expect(imageAlt(src, { '/media/u/8-0123456789-960.webp': 'Outra' }, 'Ilustração')).toBe(
      'Ilustração',
    );
    expect(imageAlt(src, undefined, '')).toBe('');
  });
});
