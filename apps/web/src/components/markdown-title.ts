/**
 * Splits a leading "# Title" line off a text: legal texts start with their own title, which
 * the page shows once, as its PageHeader <h1>, instead of twice.
 */
export function splitLeadingTitle(markdown: string): { title: string | null; body: string } {
  const match = /^\s*#[ \t]+([^\n]+?)[ \t#]*(?:\n+|$)/.exec(markdown);
  if (!match?.[1]) return { title: null, body: markdown };
  return { title: match[1].trim(), body: markdown.slice(match[0].length) };
}
