import { KeepTogether } from './keep-together';

/**
 * Short texts (FAQ answers on the home page) as paragraphs split on blank lines. Cheaper than
 * the Markdown renderer, which the home page would otherwise download only for this.
 */
export function PlainText({ children, className }: { children: string; className?: string }) {
  const paragraphs = children
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text split once
        <p key={index}>
          <KeepTogether>{paragraph}</KeepTogether>
        </p>
      ))}
    </div>
  );
}
