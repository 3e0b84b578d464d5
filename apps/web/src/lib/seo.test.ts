import { describe, expect, it } from 'vitest';
import { absoluteUrl, type PageHead, pageHead, pageTitle, parseGeoPosition } from './seo';

const settings = {
  site_name: 'FrioCar Climatização Automotiva',
  site_url: 'https://friocar.example/',
  default_keywords: 'ar-condicionado automotivo, recarga de gás',
  default_image: '/media/og-image.svg',
  author: 'FrioCar',
  geo_region: 'BR-RJ',
  geo_placename: 'Duque de Caxias',
  geo_position: '-22.7858; -43.3054',
  twitter_handle: 'friocarcaxias',
};

function content(head: PageHead, key: string): string | undefined {
  for (const tag of head.meta) {
    if ('name' in tag && tag.name === key) return tag.content;
    if ('property' in tag && tag.property === key) return tag.content;
  }
  return undefined;
}
const titleOf = (head: PageHead) =>
  head.meta.find((tag): tag is { title: string } => 'title' in tag)?.title;

describe('pageHead', () => {
  const head = pageHead({
    title: 'Serviços',
    description: 'Recarga de gás e higienização.',
    path: '/servicos?x=1#top',
    settings,
  });

  it('titles the page "<title> — <site_name>"', () => {
    expect(titleOf(head)).toBe('Serviços — FrioCar Climatização Automotiva');
    expect(content(head, 'og:title')).toBe('Serviços — FrioCar Climatização Automotiva');
  });

  it('has a canonical link on site_url without query, hash or double slash', () => {
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://friocar.example/servicos' }]);
    expect(content(head, 'og:url')).toBe('https://friocar.example/servicos');
  });

  it('carries the Open Graph and Twitter tags', () => {
    expect(content(head, 'description')).toBe('Recarga de gás e higienização.');
    expect(content(head, 'og:description')).toBe('Recarga de gás e higienização.');
    expect(content(head, 'og:type')).toBe('website');
    expect(content(head, 'og:locale')).toBe('pt_BR');
    expect(content(head, 'og:site_name')).toBe('FrioCar Climatização Automotiva');
    expect(content(head, 'twitter:card')).toBe('summary_large_image');
    expect(content(head, 'twitter:site')).toBe('@friocarcaxias');
  });

  it("shares the page's own 1200×630 PNG, described in Portuguese", () => {
    expect(content(head, 'og:image')).toBe('https://friocar.example/og/servicos.png');
    expect(content(head, 'og:image:type')).toBe('image/png');
    expect(content(head, 'og:image:width')).toBe('1200');
    expect(content(head, 'og:image:height')).toBe('630');
    expect(content(head, 'og:image:alt')).toBe('Serviços — FrioCar Climatização Automotiva');
    expect(content(head, 'twitter:image')).toBe('https://friocar.example/og/servicos.png');
    expect(content(head, 'twitter:image:alt')).toBe('Serviços — FrioCar Climatização Automotiva');
    // Not the site-wide default image: every page has its own.
    expect(head.meta.some((tag) => 'content' in tag && tag.content.includes('og-image.svg'))).toBe(
      false,
    );
  });

  it('carries keywords, author and the geo tags', () => {
    expect(content(head, 'keywords')).toBe('ar-condicionado automotivo, recarga de gás');
    expect(content(head, 'author')).toBe('FrioCar');
    expect(content(head, 'geo.region')).toBe('BR-RJ');
    expect(content(head, 'geo.placename')).toBe('Duque de Caxias');
    expect(content(head, 'geo.position')).toBe('-22.7858;-43.3054');
    expect(content(head, 'ICBM')).toBe('-22.7858, -43.3054');
    expect(content(head, 'robots')).toBe('index, follow');
  });

  it("uses the post's image and title, the article type, extra keywords and noindex", () => {
    const post = pageHead({
      title: 'Filtro de cabine: quando trocar',
      shareTitle: 'Quando trocar o filtro',
      description: 'Resumo',
      path: '/blog/filtro',
      type: 'article',
      keywords: ['filtro de cabine', 'recarga de gás'],
      noindex: true,
      settings,
    });
    expect(content(post, 'og:image')).toBe('https://friocar.example/og/blog/filtro.png');
    expect(content(post, 'og:image:alt')).toBe(
      'Quando trocar o filtro — FrioCar Climatização Automotiva',
    );
    expect(content(post, 'og:title')).toBe(
      'Filtro de cabine: quando trocar — FrioCar Climatização Automotiva',
    );
    expect(content(post, 'og:type')).toBe('article');
    expect(content(post, 'keywords')).toBe(
      'filtro de cabine, recarga de gás, ar-condicionado automotivo',
    );
    expect(content(post, 'robots')).toBe('noindex, follow');
  });

  it('the home page is titled with the site name alone', () => {
    const home = pageHead({ title: '', description: 'x', path: '/', settings });
    expect(titleOf(home)).toBe('FrioCar Climatização Automotiva');
    expect(home.links[0]?.href).toBe('https://friocar.example/');
    expect(content(home, 'og:image')).toBe('https://friocar.example/og/index.png');
    expect(content(home, 'og:image:alt')).toBe('FrioCar Climatização Automotiva');
  });

  it('leaves out tags whose settings are empty', () => {
    const bare = pageHead({
      title: 'Contato',
      description: 'Fale conosco',
      path: 'contato',
      settings: { site_url: 'http://localhost:3000' },
    });
    expect(titleOf(bare)).toBe('Contato — Oficina');
    expect(bare.links[0]?.href).toBe('http://localhost:3000/contato');
    for (const key of ['twitter:site', 'keywords', 'author', 'geo.position', 'ICBM'])
      expect(content(bare, key)).toBeUndefined();
    expect(content(bare, 'og:image')).toBe('http://localhost:3000/og/contato.png');
    expect(content(bare, 'og:image:alt')).toBe('Contato — Oficina');
    // Every tag has content: no empty meta tags in the document.
    for (const tag of bare.meta) if ('content' in tag) expect(tag.content).not.toBe('');
  });
});

describe('helpers', () => {
  it('absoluteUrl keeps http(s) URLs, prefixes site paths and rejects the rest', () => {
    expect(absoluteUrl('https://cdn.example/a.png', settings)).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('/media/a.svg', settings)).toBe('https://friocar.example/media/a.svg');
    expect(absoluteUrl('//evil.example/a.png', settings)).toBeNull();
    expect(absoluteUrl('data:image/png;base64,xx', settings)).toBeNull();
    expect(absoluteUrl('', settings)).toBeNull();
  });

  it('parseGeoPosition reads "lat;lon" with or without a space', () => {
    expect(parseGeoPosition('-22.7858;-43.3054')).toEqual(['-22.7858', '-43.3054']);
    expect(parseGeoPosition('-22.7858; -43.3054')).toEqual(['-22.7858', '-43.3054']);
    expect(parseGeoPosition('')).toBeNull();
    expect(parseGeoPosition('abc')).toBeNull();
  });

  it('pageTitle does not repeat the site name', () => {
    expect(pageTitle('Oficina', { site_name: 'Oficina' })).toBe('Oficina');
  });
});
