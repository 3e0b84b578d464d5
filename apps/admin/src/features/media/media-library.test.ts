import { describe, expect, it } from 'vitest';
import { mediaFacts, mediaUsage, thumbnailOf } from './media-library';

const path = (id: number, width: number) => `/media/u/${id}-0123456789-${width}.webp`;

describe('the image library', () => {
  it('shows the smallest copy as the thumbnail', () => {
    const variants = [320, 640, 1280].map((width) => ({
      width,
      height: width,
      url: path(4, width),
    }));
    expect(thumbnailOf({ variants, url: path(4, 1280) })).toBe(path(4, 320));
    expect(thumbnailOf({ variants: [], url: '/media/x.svg' })).toBe('/media/x.svg');
  });

  it('writes the size and dimensions of the original', () => {
    expect(mediaFacts({ byte_size: 1_258_291, original_width: 1920, original_height: 1080 })).toBe(
      '1,2 MB · 1920 × 1080 px',
    );
  });

  it('says where an image is used, by any of its sizes, and nowhere else', () => {
    const content = {
      services: [
        { title: 'Recarga de gás', image: path(7, 640) },
        { title: 'Higienização', image: path(17, 640) },
      ],
      portfolio: [{ title: 'Onix 2019', images: ['/media/a.svg', path(7, 1920)] }],
      posts: [
        { title: 'Quando recarregar', cover_image: null, body: `![Painel](${path(7, 960)})` },
        { title: 'Outro', cover_image: path(70, 320), body: 'Sem imagem.' },
      ],
      about: { image: path(7, 320) },
      company: { logo: path(7, 320), favicon: null },
    };
    expect(mediaUsage(7, content)).toEqual([
      'Serviço “Recarga de gás”',
      'Portfólio “Onix 2019”',
      'Blog “Quando recarregar”',
      'Página Sobre',
      'Logotipo da empresa',
    ]);
    expect(mediaUsage(8, content)).toEqual([]);
    expect(mediaUsage(7, {})).toEqual([]);
  });
});
