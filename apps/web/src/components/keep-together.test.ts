import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepTogether } from './keep-together';
import { Markdown } from './markdown';

describe('KeepTogether', () => {
  it('wraps the tokens of a plain text in no-break spans', () => {
    expect(
      renderToStaticMarkup(createElement(KeepTogether, null, 'Gás R-134a: (21) 2671-4455.')),
    ).toBe('Gás <span class="nowrap">R-134a</span>: <span class="nowrap">(21) 2671-4455</span>.');
  });

  it('leaves a text without tokens as it is', () => {
    expect(renderToStaticMarkup(createElement(KeepTogether, null, 'Higienização'))).toBe(
      'Higienização',
    );
  });
});

describe('Markdown', () => {
  it('keeps tokens together in text and links, but not in code', () => {
    const html = renderToStaticMarkup(
      createElement(
        Markdown,
        null,
        'Use **R-1234yf** ou escreva para [contato@friocar.com.br](mailto:contato@friocar.com.br).\n\n`R-134a`',
      ),
    );
    expect(html).toContain('<strong><span class="nowrap">R-1234yf</span></strong>');
    expect(html).toContain('<span class="nowrap-email">contato@friocar.com.br</span>');
    expect(html).toContain('<code>R-134a</code>');
  });
});
