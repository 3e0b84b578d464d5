/** The class of a Markdown block: its own, after the shared `markdown` styles. */
export const markdownClass = (className?: string) =>
  className ? `markdown ${className}` : 'markdown';
