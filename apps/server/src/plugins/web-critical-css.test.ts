import { describe, expect, it } from 'vitest';
import {
  aboveTheFold,
  criticalCss,
  inlineCriticalCss,
  pageClasses,
  parseStylesheet,
  requiredClasses,
} from './web-critical-css';

const CSS = [
  ':root{--gap:4px}',
  '@layer base{body{margin:0}.unused-base{color:red}}',
  '.hero{color:blue}',
  '.hero .hero__title{font-size:2rem}',
  '.popup{display:grid}',
  '.btn:not(.btn--ghost){border:0}',
  ':is(.popup,.hero):focus-visible{outline:1px solid}',
  '.a,.popup .b{top:0}',
  '@media (max-width:40rem){.hero{padding:0}.popup{inset:0}}',
  '@media print{.popup{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.quote:after{content:"}{"}',
  '[data-theme=light]{--gap:2px}',
].join('');

describe('critical CSS', () => {
  it('reads the classes an element must carry, not those inside :not() or :is()', () => {
    expect(requiredClasses('.hero .hero__title')).toEqual(['hero', 'hero__title']);
    expect(requiredClasses('.btn:not(.btn--ghost)')).toEqual(['btn']);
    expect(requiredClasses(':is(.a,.b):hover')).toEqual([]);
    expect(requiredClasses('a[class~="x.y"]')).toEqual([]);
  });

  it('keeps only the rules that may match the page, in their order', () => {
    const html =
      '<body><section class="hero"><h1 class="hero__title">Oi</h1></section><a class="btn a">x</a></body>';
    expect(criticalCss(parseStylesheet(CSS), html)).toBe(
      [
        ':root{--gap:4px}',
        '@layer base{body{margin:0}}',
        '.hero{color:blue}',
        '.hero .hero__title{font-size:2rem}',
        '.btn:not(.btn--ghost){border:0}',
        ':is(.popup,.hero):focus-visible{outline:1px solid}',
        '.a,.popup .b{top:0}',
        '@media (max-width:40rem){.hero{padding:0}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '[data-theme=light]{--gap:2px}',
      ].join(''),
    );
  });

  it('leaves out what only the parts below the first screen use', () => {
    const html =
      '<main><section class="hero">x</section>' +
      '<div data-island="a" class="island" data-fold="below"><div><p class="popup">y</p></div></div>' +
      '<div class="a">z</div></main><footer class="site-footer" data-fold="below"><a class="b">f</a></footer>';
    expect(aboveTheFold(html)).toBe(
      '<main><section class="hero">x</section><div class="a">z</div></main>',
    );
    const critical = criticalCss(parseStylesheet(CSS), html);
    expect(critical).toContain('.hero{color:blue}');
    expect(critical).toContain('.a,.popup .b{top:0}');
    expect(critical).not.toContain('.popup{display:grid}');
  });

  it('keeps the rest of a page whose marked part is not closed', () => {
    const html = '<p class="hero">x</p><div data-fold="below"><p class="popup">y</p>';
    expect(aboveTheFold(html)).toBe(html);
  });

  it('reads braces inside strings as text', () => {
    const sheet = parseStylesheet(CSS);
    expect(criticalCss(sheet, '<p class="quote">x</p>')).toContain('.quote:after{content:"}{"}');
  });

  it('throws on a stylesheet it cannot read, so the page keeps the whole one', () => {
    expect(() => parseStylesheet('.a{color:red')).toThrow();
  });

  it('collects the classes of every class attribute', () => {
    expect([...pageClasses('<a class="x  y"></a><svg class="z"></svg><p data-class="w">')]).toEqual(
      ['x', 'y', 'z'],
    );
  });

  it('inlines the page’s rules and links the whole stylesheet at the end of the body', () => {
    const html =
      '<html><head><style nonce="n" data-tsr-inline-css="">' +
      CSS +
      '</style></head><body><div class="hero"></div><script>1</script></body></html>';
    const page = inlineCriticalCss(html, parseStylesheet(CSS), ['/assets/style-1.css']);
    expect(page).toContain('<style nonce="n" data-tsr-inline-css="">:root{--gap:4px}');
    expect(page).not.toContain('.popup{display:grid}');
    expect(
      page.endsWith(
        '<script>1</script><link rel="stylesheet" href="/assets/style-1.css"/></body></html>',
      ),
    ).toBe(true);
  });

  it('leaves a page without the inline stylesheet as it is', () => {
    const html = '<html><body><p class="hero">x</p></body></html>';
    expect(inlineCriticalCss(html, parseStylesheet(CSS), ['/s.css'])).toBe(html);
  });
});
