import { Markdown, splitLeadingTitle } from '@site/components/markdown';
import { useDeferredValue } from 'react';

/** The text as the public site shows it (same Markdown component), updated while typing. */
export function MarkdownPreview({ value, legal }: { value: string; legal: boolean }) {
  const deferred = useDeferredValue(value);
  // Legal pages show their leading "# Título" as the page heading, apart from the text.
  const { title, body } = legal ? splitLeadingTitle(deferred) : { title: null, body: deferred };
  return (
    <section className="admin-preview config-markdown-preview" aria-label="Pré-visualização">
      <p className="admin-preview__label" aria-hidden="true">
        Pré-visualização
      </p>
      {title ? <h2 className="config-preview-title">{title}</h2> : null}
      {body.trim() ? (
        <Markdown>{body}</Markdown>
      ) : (
        <p className="admin-muted">O texto aparecerá aqui.</p>
      )}
    </section>
  );
}
