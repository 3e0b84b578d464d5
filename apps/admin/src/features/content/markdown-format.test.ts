import { describe, expect, it } from 'vitest';
import { insertLink, prefixLines, type TextEdit, wrapSelection } from './markdown-format';

/** "a[b]c" marks the selection with brackets, to keep the cases readable. */
function edit(marked: string): TextEdit {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

function show({ value, start, end }: TextEdit): string {
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe('wrapSelection', () => {
  it('wraps the selected words and keeps them selected', () => {
    expect(show(wrapSelection(edit('ar [gelado] hoje'), '**', 'negrito'))).toBe(
      'ar **[gelado]** hoje',
    );
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(show(wrapSelection(edit('ar []'), '_', 'itálico'))).toBe('ar _[itálico]_');
  });

  it('leaves spaces around the selection outside the markers', () => {
    expect(show(wrapSelection(edit('a[ gás ]b'), '**', 'x'))).toBe('a **[gás]** b');
  });

  it('unwraps a selection that is already wrapped', () => {
    expect(show(wrapSelection(edit('ar **[gelado]** hoje'), '**', 'negrito'))).toBe(
      'ar [gelado] hoje',
    );
  });
});

describe('prefixLines', () => {
  it('turns the current line into a heading, caret at its end', () => {
    expect(show(prefixLines(edit('um\nTít[]ulo\ntrês'), '## '))).toBe('um\n## Título[]\ntrês');
  });

  it('replaces an existing heading level instead of stacking it', () => {
    expect(prefixLines(edit('### Tí[]tulo'), '## ').value).toBe('## Título');
  });

  it('prefixes every selected line and removes the prefix when all have it', () => {
    const listed = prefixLines(edit('[a\nb]\nc'), '- ');
    expect(show(listed)).toBe('[- a\n- b]\nc');
    expect(show(prefixLines(listed, '- '))).toBe('[a\nb]\nc');
  });

  it('numbers the lines of a numbered list', () => {
    const numbered = prefixLines(edit('[um\ndois\ntrês]'), (index) => `${index + 1}. `);
    expect(numbered.value).toBe('1. um\n2. dois\n3. três');
    expect(prefixLines(numbered, (index) => `${index + 1}. `).value).toBe('um\ndois\ntrês');
  });

  it('leaves blank lines between paragraphs alone and numbers only the others', () => {
    expect(prefixLines(edit('[um\n\ndois]'), '- ').value).toBe('- um\n\n- dois');
    expect(prefixLines(edit('[um\n\ndois]'), (index) => `${index + 1}. `).value).toBe(
      '1. um\n\n2. dois',
    );
    expect(prefixLines(edit('[- um\n\n- dois]'), '- ').value).toBe('um\n\ndois');
  });

  it('does not touch the line after a selection that ends with a line break', () => {
    expect(prefixLines(edit('[a\n]b'), '> ').value).toBe('> a\nb');
  });
});

describe('insertLink', () => {
  it('uses the selection as the text and selects the address', () => {
    expect(show(insertLink(edit('veja [nosso site]'), 'texto do link'))).toBe(
      'veja [nosso site]([https://])',
    );
  });

  it('uses a selected address as the link target and selects the text', () => {
    expect(show(insertLink(edit('[/contato]'), 'texto do link'))).toBe(
      '[[texto do link]](/contato)',
    );
  });

  it('inserts a placeholder text when nothing is selected', () => {
    expect(insertLink(edit('a []'), 'texto').value).toBe('a [texto](https://)');
  });
});
