import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inDependencyOrder, scriptLoader } from './web-script-loader';

interface FakeElement {
  tagName: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** Runs the loader in a page that has loaded, and returns what it adds to the head. */
function runLoader(entry: string, imports: string[]) {
  const head: FakeElement[] = [];
  const document = {
    readyState: 'complete',
    createElement: (tagName: string): FakeElement => ({ tagName }),
    head: { append: (element: FakeElement) => head.push(element) },
  };
  runInNewContext(scriptLoader(entry, imports), {
    document,
    addEventListener() {},
    setTimeout() {},
  });
  return head;
}

const scripts = (head: FakeElement[]) =>
  head.filter((element) => element.tagName === 'script').map((element) => element.src);

describe('the script loader', () => {
  it('preloads every file at once, then runs them one after another, the entry last', () => {
    const head = runLoader('/assets/entry.js', ['/assets/react.js', '/assets/router.js']);
    expect(
      head.filter((element) => element.rel === 'modulepreload').map((link) => link.href),
    ).toEqual(['/assets/react.js', '/assets/router.js', '/assets/entry.js']);
    // Only the first file runs until it has loaded (and so run).
    expect(scripts(head)).toEqual(['/assets/react.js']);
    head.at(-1)?.onload?.();
    expect(scripts(head)).toEqual(['/assets/react.js', '/assets/router.js']);
    // A file that fails does not stop the chain: the entry's own import reports it.
    head.at(-1)?.onerror?.();
    expect(scripts(head)).toEqual(['/assets/react.js', '/assets/router.js', '/assets/entry.js']);
    expect(head.at(-1)?.type).toBe('module');
    expect(head.at(-1)?.onload).toBeUndefined();
  });
});

describe('inDependencyOrder', () => {
  it('puts each chunk after the chunks it imports', () => {
    const imports: Record<string, string[]> = {
      router: ['runtime', 'react'],
      react: ['runtime'],
      runtime: [],
    };
    expect(
      inDependencyOrder(['runtime', 'router', 'react'], (name) => imports[name] ?? []),
    ).toEqual(['runtime', 'react', 'router']);
  });

  it('ignores imports outside the list and survives a cycle', () => {
    const imports: Record<string, string[]> = { a: ['b', 'elsewhere'], b: ['a'] };
    expect(inDependencyOrder(['a', 'b'], (name) => imports[name] ?? [])).toEqual(['b', 'a']);
  });
});
