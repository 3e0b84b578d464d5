import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { markdownClass } from './markdown-class';
import { rehypeKeepTogether } from './rehype-keep-together';
import './markdown.css';

/** Same-site targets ("/contato", "#secao", "?q=") stay in the tab; "//host" is external. */
function isInternal(href: string): boolean {
  return /^(\/(?!\/)|#|\?)/.test(href);
}

/*
 * The page's <h1> comes from PageHeader, so Markdown headings start at level 2: an editor's
 * "# Título" and "## Seção" both become <h2>, deeper levels keep theirs. One h1 per page.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h2 {...props} />,
  a: ({ node: _node, href = '', children, ...props }) =>
    isInternal(href) ? (
      <a href={href} {...props}>
        {children}
      </a>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    ),
  img: ({ node: _node, alt = '', ...props }) => (
    <img alt={alt} loading="lazy" decoding="async" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="markdown__table">
      <table {...props} />
    </div>
  ),
};

/**
 * Renders editor-written Markdown (GFM: tables, lists, links). Raw HTML is never rendered
 * (no rehype-raw) and react-markdown's default URL filter drops javascript:/data: links,
 * so content from the admin panel cannot inject markup or scripts.
 */
export function Markdown({
  children,
  className,
  serverId,
}: {
  children: string;
  className?: string;
  /** Marks the server's HTML so the browser can keep it (see ServerMarkdown). */
  serverId?: string;
}) {
  return (
    <div className={markdownClass(className)} data-markdown={serverId}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeKeepTogether]}
        components={components}
        skipHtml
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

// Kept apart from the renderer so a page can read the title without loading the renderer.
export { splitLeadingTitle } from './markdown-title';
