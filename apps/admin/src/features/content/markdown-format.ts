/** A text with its selection: what a Markdown toolbar button reads and writes. */
export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

/**
 * Wraps the selection in markers ("**negrito**"). With nothing selected, inserts a placeholder
 * and selects it so typing replaces it. A selection already wrapped is unwrapped.
 */
export function wrapSelection(
  { value, start, end }: TextEdit,
  marker: string,
  placeholder: string,
): TextEdit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  if (
    selected &&
    before.endsWith(marker) &&
    after.startsWith(marker) &&
    before.length >= marker.length
  ) {
    return {
      value: before.slice(0, -marker.length) + selected + after.slice(marker.length),
      start: start - marker.length,
      end: end - marker.length,
    };
  }
  // Spaces picked up by a double-click stay outside the markers ("**palavra** ").
  const lead = /^\s*/.exec(selected)?.[0] ?? '';
  const trail = /\s*$/.exec(selected.slice(lead.length))?.[0] ?? '';
  const core = selected.slice(lead.length, selected.length - trail.length) || placeholder;
  const insertion = `${lead}${marker}${core}${marker}${trail}`;
  const coreStart = start + lead.length + marker.length;
  return {
    value: before + insertion + after,
    start: coreStart,
    end: coreStart + core.length,
  };
}

/**
 * Starts every line touched by the selection with a prefix ("## ", "- ", "> "); numbered
 * lists count up ("1. ", "2. "). When every line already has it, the prefix is removed.
 */
export function prefixLines(
  { value, start, end }: TextEdit,
  prefix: string | ((index: number) => string),
): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const prefixOf = (index: number) => (typeof prefix === 'string' ? prefix : prefix(index));
  /* numbered lists: any number counts as the prefix */
  const pattern = typeof prefix === 'string' ? null : /^\d+\.\s/;
  // Blank lines between paragraphs stay blank (and do not count in a numbered list).
  const skip = (line: string) => lines.length > 1 && line.trim() === '';
  const positions: number[] = [];
  let counter = 0;
  for (const line of lines) positions.push(skip(line) ? -1 : counter++);
  const hasPrefix = (line: string, index: number) =>
    pattern ? pattern.test(line) : line.startsWith(prefixOf(index));
  const allPrefixed = lines.every((line, i) => skip(line) || hasPrefix(line, positions[i] ?? 0));
  const changed = lines.map((line, i) => {
    if (skip(line)) return line;
    const index = positions[i] ?? 0;
    if (allPrefixed) {
      const found = pattern ? (pattern.exec(line)?.[0] ?? '') : prefixOf(index);
      return line.slice(found.length);
    }
    // Headings replace a heading level that is already there instead of stacking "## ## ".
    const bare = prefixOf(index).startsWith('#') ? line.replace(/^#{1,6}\s+/, '') : line;
    return prefixOf(index) + bare;
  });
  const block = changed.join('\n');
  const result = value.slice(0, lineStart) + block + value.slice(lineEnd);
  if (start === end) {
    // A caret stays at the end of its (changed) line.
    const caret = lineStart + block.length;
    return { value: result, start: caret, end: caret };
  }
  return { value: result, start: lineStart, end: lineStart + block.length };
}

/** "[texto](https://)" around the selection, with the address selected for typing. */
export function insertLink({ value, start, end }: TextEdit, placeholder: string): TextEdit {
  const selected = value.slice(start, end).trim() || placeholder;
  const looksLikeUrl = /^(https?:\/\/|\/)\S*$/.test(selected);
  const text = looksLikeUrl ? placeholder : selected;
  const url = looksLikeUrl ? selected : 'https://';
  const insertion = `[${text}](${url})`;
  const before = value.slice(0, start);
  const after = value.slice(end);
  const urlStart = start + text.length + 3;
  return looksLikeUrl
    ? { value: before + insertion + after, start: start + 1, end: start + 1 + text.length }
    : { value: before + insertion + after, start: urlStart, end: urlStart + url.length };
}
