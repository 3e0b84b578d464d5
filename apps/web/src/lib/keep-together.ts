/**
 * Finds the pieces of a text that read wrong when a line break splits them: e-mail addresses,
 * phone numbers ("(21) 2671-4455" would otherwise break at its space), refrigerant names
 * ("R-134a", "R-1234yf") and temperatures ("-18 °C"). The page wraps each in a no-break span.
 */

export interface TextPiece {
  text: string;
  /** What the piece is, when it must stay on one line. */
  keep?: 'email' | 'token';
}

const EMAIL = String.raw`[\w.%+-]+@[\w-]+(?:\.[\w-]+)+`;
// Brazilian numbers, with or without area code and country code; 0800 numbers.
// Without an area code only the hyphenated form counts, so two numbers in a row are not one.
const PHONE = [
  String.raw`(?:\+55[\s-]?)?(?:\(\d{2}\)\s?|\b\d{2}\s)\d{4,5}[-\s]?\d{4}\b`,
  String.raw`\b9?\d{4}-\d{4}\b`,
  String.raw`\b0800[\s-]?\d{3}[\s-]?\d{4}\b`,
].join('|');
const REFRIGERANT = String.raw`\bR-\d{2,4}[A-Za-z]{0,2}\b`;
const TEMPERATURE = String.raw`[-−]?\b\d+(?:[.,]\d+)?\s?°[CF]`;

const TOKENS = new RegExp(`(${EMAIL})|${PHONE}|${REFRIGERANT}|${TEMPERATURE}`, 'g');

/** The text cut into pieces, in order; joined back they give the text unchanged. */
export function splitKeepTogether(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    const start = match.index;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ text: match[0], keep: match[1] ? 'email' : 'token' });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** The class each kind of piece gets (see .nowrap and .nowrap-email in global.css). */
export function keepTogetherClass(keep: NonNullable<TextPiece['keep']>): string {
  return keep === 'email' ? 'nowrap-email' : 'nowrap';
}
