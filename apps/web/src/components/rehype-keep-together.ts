import { keepTogetherClass, splitKeepTogether } from '../lib/keep-together';

// The few HTML-tree (hast) shapes this plugin touches, kept local so the site does not depend
// on the syntax-tree type packages that react-markdown brings along.
interface TextNode {
  type: 'text';
  value: string;
}
interface ElementNode {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: TreeNode[];
}
type TreeNode = TextNode | ElementNode | { type: 'comment' | 'doctype' | 'raw' };
interface RootNode {
  type: 'root';
  children: TreeNode[];
}

/** Code is shown as typed: no spans inside it. */
const SKIP = new Set(['code', 'pre']);

function split(node: TextNode): TreeNode[] {
  const pieces = splitKeepTogether(node.value);
  if (!pieces.some((piece) => piece.keep)) return [node];
  return pieces.map((piece): TreeNode => {
    const text: TextNode = { type: 'text', value: piece.text };
    if (!piece.keep) return text;
    return {
      type: 'element',
      tagName: 'span',
      properties: { className: [keepTogetherClass(piece.keep)] },
      children: [text],
    };
  });
}

function visit(parent: RootNode | ElementNode): void {
  parent.children = parent.children.flatMap((child) => {
    if (child.type === 'text') return split(child);
    if (child.type === 'element' && !SKIP.has(child.tagName)) visit(child);
    return [child];
  });
}

/**
 * Rehype plugin: in editor-written Markdown, phone numbers, e-mails, gas names ("R-134a") and
 * temperatures get the same no-break spans as the rest of the site.
 */
export function rehypeKeepTogether() {
  return (tree: RootNode) => visit(tree);
}
