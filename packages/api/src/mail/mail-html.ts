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
  paragraphs?: string[];
  links: Array<[label: string, href: string]>;
}): string {
  const rows = (parts.rows ?? [])
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
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
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a">' +
    `<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>` +
    (rows ? `<table style="border-collapse:collapse">${rows}</table>` : '') +
    paragraphs +
    links +
    '</body></html>'
  );
}
