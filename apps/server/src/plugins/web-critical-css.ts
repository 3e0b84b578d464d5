/**
 * The part of the site's stylesheet a rendered page can use, written inline in its head; the
 * whole stylesheet follows as a file linked at the end of the body, which does not hold back
 * the first paint and is kept by the browser for every later page.
 *
 * A rule is left out when it cannot match anything the first screen shows: one of the classes
 * it requires is on no element, or only on elements inside a part of the page marked
 * `data-fold="below"` (the footer, the lower sections of the home page), which no visitor sees
 * before the stylesheet has arrived. What React or the visitor adds later (an open dialog, a
 * popup, the floating buttons) is styled by the full stylesheet too, which repeats every rule
 * in the same order, so it changes nothing already on screen.
 */

type Block =
  /** A style rule: the selector list and the whole rule text. */
  | { kind: 'rule'; selector: string; text: string }
  /** @media, @supports, @layer, @container: kept with whichever of their rules are kept. */
  | { kind: 'group'; prelude: string; blocks: Block[] }
  /** Anything else (@keyframes, @font-face, a statement): always kept. */
  | { kind: 'keep'; text: string };

export interface ParsedStylesheet {
  blocks: Block[];
  length: number;
}

const GROUP_AT_RULES = /^@(media|supports|layer|container)\b/i;

/** Index just past the quoted string or comment starting at `start`. */
function skipQuotedOrComment(css: string, start: number): number {
  const char = css[start];
  if (char === '/' && css[start + 1] === '*') {
    const end = css.indexOf('*/', start + 2);
    if (end < 0) throw new Error('unclosed comment');
    return end + 2;
  }
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === char) return i + 1;
  }
  throw new Error('unclosed string');
}

const opensQuoteOrComment = (css: string, i: number) =>
  css[i] === '"' || css[i] === "'" || (css[i] === '/' && css[i + 1] === '*');

/** Splits `css` into its top-level blocks; throws on text it cannot read. */
function parseBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < css.length) {
    const start = i;
    // The prelude: up to "{" (a block) or ";" (a statement such as @layer a,b;).
    while (i < css.length && css[i] !== '{' && css[i] !== ';') {
      i = opensQuoteOrComment(css, i) ? skipQuotedOrComment(css, i) : i + 1;
    }
    const prelude = css
      .slice(start, i)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (i >= css.length) {
      if (prelude) throw new Error('text after the last rule');
      break;
    }
    if (css[i] === ';') {
      i++;
      if (prelude) blocks.push({ kind: 'keep', text: `${prelude};` });
      continue;
    }
    const bodyStart = ++i;
    for (let depth = 1; depth > 0; ) {
      if (i >= css.length) throw new Error('unbalanced braces');
      if (opensQuoteOrComment(css, i)) {
        i = skipQuotedOrComment(css, i);
        continue;
      }
      if (css[i] === '{') depth++;
      else if (css[i] === '}') depth--;
      i++;
    }
    const body = css.slice(bodyStart, i - 1);
    if (GROUP_AT_RULES.test(prelude)) {
      blocks.push({ kind: 'group', prelude, blocks: parseBlocks(body) });
    } else if (prelude.startsWith('@')) {
      blocks.push({ kind: 'keep', text: `${prelude}{${body}}` });
    } else {
      blocks.push({ kind: 'rule', selector: prelude, text: `${prelude}{${body}}` });
    }
  }
  return blocks;
}

export function parseStylesheet(css: string): ParsedStylesheet {
  return { blocks: parseBlocks(css), length: css.length };
}

/** Splits on the commas outside parentheses. */
function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/**
 * The selector without its functional pseudo-classes (:not(), :is(), :where(), :has(), …) and
 * attribute selectors: a class named inside them is not one the element must have.
 */
function withoutArguments(selector: string): string {
  let out = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) out += char;
  }
  return out;
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The classes a selector's element (and its ancestors) must carry for it to match. */
export function requiredClasses(selector: string): string[] {
  return [...withoutArguments(selector).matchAll(CLASS_NAME)].map((match) => match[1]!);
}

function mayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  // An escaped class name is beyond this reading: keep the rule.
  if (selector.includes('\\')) return true;
  return splitSelectorList(selector).some((part) =>
    requiredClasses(part).every((name) => classes.has(name)),
  );
}

function keptText(blocks: Block[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const block of blocks) {
    if (block.kind === 'keep') out += block.text;
    else if (block.kind === 'rule') {
      if (mayMatch(block.selector, classes)) out += block.text;
    } else {
      const inner = keptText(block.blocks, classes);
      // An empty @layer still fixes the layers' order: keep it.
      if (inner || /^@layer/i.test(block.prelude)) out += `${block.prelude}{${inner}}`;
    }
  }
  return out;
}

/** Every class named in a class attribute of the page. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const BELOW_THE_FOLD = /<([a-z][a-z0-9]*)\b[^>]*\sdata-fold="below"[^>]*>/g;

/** Index just past the `</tag>` closing the element whose start tag ends at `from`, or -1. */
function closingIndex(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return -1;
}

/** The page without the elements marked `data-fold="below"` (and all they contain). */
export function aboveTheFold(html: string): string {
  let out = '';
  let from = 0;
  BELOW_THE_FOLD.lastIndex = 0;
  for (let match = BELOW_THE_FOLD.exec(html); match; match = BELOW_THE_FOLD.exec(html)) {
    const end = closingIndex(html, match[1]!, BELOW_THE_FOLD.lastIndex);
    if (end < 0) break;
    out += html.slice(from, match.index);
    from = end;
    BELOW_THE_FOLD.lastIndex = end;
  }
  return out + html.slice(from);
}

/** The rules of the stylesheet that may match something the first screen of `html` shows. */
export function criticalCss(sheet: ParsedStylesheet, html: string): string {
  return keptText(sheet.blocks, pageClasses(aboveTheFold(html)));
}

const INLINE_STYLE = /(<style\b[^>]*\sdata-tsr-inline-css=""[^>]*>)([\s\S]*?)(<\/style>)/;

/**
 * The rendered page with only its own rules inline and the whole stylesheet linked before
 * </body>. As a direct child of <body> the link is passed over by React's hydration, and a
 * stylesheet in the body does not hold back the paint of what comes before it.
 */
export function inlineCriticalCss(
  html: string,
  sheet: ParsedStylesheet,
  hrefs: readonly string[],
): string {
  const found = INLINE_STYLE.exec(html);
  const end = html.lastIndexOf('</body>');
  if (!found || end < 0) return html;
  const critical = criticalCss(sheet, html);
  if (critical.length >= sheet.length) return html;
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('');
  return (
    html.slice(0, found.index) +
    found[1] +
    critical +
    found[3] +
    html.slice(found.index + found[0].length, end) +
    links +
    html.slice(end)
  );
}
