/** Text safe inside HTML: a lead's name or message is whatever a visitor typed. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A plain, readable HTML body: paragraphs of escaped text and links as buttons. */
export function mailHtml(parts: {
  heading: string;
  rows?: Array<[label: string, value: string]>;
  /** A title over the paragraphs ("Mensagem"), as the text part has one. */
  paragraphsHeading?: string;
  paragraphs?: string[];
  links: Array<[label: string, href: string]>;
}): string {
  const rows = (parts.rows ?? [])
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraphsHeading = parts.paragraphsHeading
    ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(parts.paragraphsHeading)}</h2>`
    : '';
  const paragraphs = (parts.paragraphs ?? [])
    .map((text) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`)
    .join('');
  const links = parts.links
    .map(
      ([label, href]) =>
        `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;` +
        `background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    )
    .join('');
  return (
    // The viewport line makes phone mail apps that show HTML as a page fit it to the screen.
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">' +
    `<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>` +
    (rows ? `<table style="border-collapse:collapse">${rows}</table>` : '') +
    paragraphsHeading +
    paragraphs +
    links +
    '</body></html>'
  );
}
