import { describe, expect, it } from 'vitest';
import { parseBannerContent, safeBannerLink } from './banner-content';

describe('parseBannerContent', () => {
  it('reads title, subtitle and a button', () => {
    const content = JSON.stringify({
      title: 'Promoção',
      subtitle: '15% OFF',
      cta_text: 'Ver serviços',
      cta_link: '/servicos',
    });
    expect(parseBannerContent(content)).toEqual({
      title: 'Promoção',
      subtitle: '15% OFF',
      cta_text: 'Ver serviços',
      cta_link: '/servicos',
    });
  });

  it('ignores malformed JSON, non-objects and empty texts', () => {
    expect(parseBannerContent('{title:')).toBeNull();
    expect(parseBannerContent('[1,2]')).toBeNull();
    expect(parseBannerContent('"texto"')).toBeNull();
    expect(parseBannerContent('null')).toBeNull();
    expect(parseBannerContent(JSON.stringify({ title: '  ', subtitle: 3 }))).toBeNull();
  });

  it('drops a button without text or with an unsafe link', () => {
    const noText = JSON.stringify({ title: 'A', subtitle: '', cta_link: '/contato' });
    expect(parseBannerContent(noText)).toEqual({ title: 'A', subtitle: '' });
    const script = JSON.stringify({
      title: 'A',
      cta_text: 'Clique',
      cta_link: 'javascript:alert(1)',
    });
    expect(parseBannerContent(script)).toEqual({ title: 'A', subtitle: '' });
  });
});

describe('safeBannerLink', () => {
  it('accepts site paths and http(s) addresses only', () => {
    expect(safeBannerLink('/contato')).toBe('/contato');
    expect(safeBannerLink('https://exemplo.com.br')).toBe('https://exemplo.com.br');
    expect(safeBannerLink('//evil.example')).toBeUndefined();
    expect(safeBannerLink('data:text/html,x')).toBeUndefined();
    expect(safeBannerLink('')).toBeUndefined();
  });
});
