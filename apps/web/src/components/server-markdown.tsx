import { lazy, Suspense, useId, useState } from 'react';
import { markdownClass } from './markdown-class';
import './markdown.css';

type Renderer = typeof import('./markdown');

/** The renderer (react-markdown, remark-gfm: about a third of the site's script), on demand. */
let renderer: Renderer | null = null;
const loadRenderer = () =>
  import('./markdown').then((module) => {
    renderer = module;
    return module;
  });
// The server writes the Markdown into the page's HTML: it has the renderer before any render.
if (import.meta.env.SSR) await loadRenderer();

const LazyMarkdown = lazy(() => loadRenderer().then(({ Markdown }) => ({ default: Markdown })));

/** The HTML the server rendered for this element, while it is still in the document. */
function serverHtml(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[data-markdown="${CSS.escape(id)}"]`);
  return element ? element.innerHTML : null;
}

/**
 * Editor-written Markdown on a public page. The server renders it; the browser keeps that HTML
 * as it is when it hydrates, instead of downloading the Markdown parser and parsing the text
 * again only to produce the same markup. A page built in the browser (client-side navigation,
 * new text) loads the renderer. The kept HTML is what the server produced from this very text
 * with the same renderer, so it is exactly as safe (no raw HTML, filtered URLs).
 */
export function ServerMarkdown({ children, className }: { children: string; className?: string }) {
  const id = useId();
  const [adopted] = useState(() => ({ source: children, html: serverHtml(id) }));
  if (adopted.html !== null && adopted.source === children)
    return (
      <div
        className={markdownClass(className)}
        data-markdown={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this same text, read back from the document
        dangerouslySetInnerHTML={{ __html: adopted.html }}
      />
    );
  if (renderer)
    return (
      <renderer.Markdown className={className} serverId={id}>
        {children}
      </renderer.Markdown>
    );
  return (
    <Suspense fallback={<div className={markdownClass(className)} />}>
      <LazyMarkdown className={className}>{children}</LazyMarkdown>
    </Suspense>
  );
}
