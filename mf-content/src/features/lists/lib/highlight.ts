import { excerptMaxLength } from '@tribune/shared';

/** A run of text, marked when it is one of the words a search matched. */
interface HighlightSegment {
  text: string;
  marked: boolean;
}

// The only markup the search answer's `title_html` and `content_html` carry (ART-04): the API escapes
// the text, then wraps the matched words in <mark> (ts_headline over the escaped text).
const markTag = /<(\/?)mark>/gi;
const entity = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The character an escaped entity stands for; anything unknown (or out of range) stays as written. */
function decodeEntities(text: string): string {
  return text.replace(entity, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (!lower.startsWith('#')) return namedEntities[lower] ?? whole;
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Reads a search highlight into text runs, so the page renders text nodes and <mark> elements of its
 * own and nothing the server sent is ever used as HTML. Only `<mark>` and `</mark>` are read as tags;
 * anything else that looks like markup (it cannot, the API escapes it) stays visible text.
 */
export function parseHighlights(html: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let marked = false;
  let last = 0;
  const push = (raw: string) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.marked === marked) previous.text += text;
    else segments.push({ text, marked });
  };
  for (const match of html.matchAll(markTag)) {
    push(html.slice(last, match.index));
    marked = match[1] !== '/';
    last = match.index + match[0].length;
  }
  push(html.slice(last));
  return segments;
}

/** The runs' text without marks (for an accessible name, or to measure). */
export function plainText(segments: readonly HighlightSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}

/**
 * ART-07 on highlighted text: at most `maxLength` characters (whitespace folded), cut on a word
 * boundary where one is near, with an ellipsis; the marks of the words that remain are kept. The same
 * rule as `truncateExcerpt` in @tribune/shared, which cuts plain excerpts.
 */
export function truncateHighlights(
  segments: readonly HighlightSegment[],
  maxLength: number = excerptMaxLength,
): HighlightSegment[] {
  const folded = foldWhitespace(segments);
  const text = plainText(folded);
  if (text.length <= maxLength) return folded;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  let end = lastSpace > maxLength * 0.7 ? lastSpace : maxLength;
  while (end > 0 && /[\s.,;:!?-]/.test(text.charAt(end - 1))) end -= 1;

  const kept: HighlightSegment[] = [];
  let position = 0;
  for (const segment of folded) {
    if (position >= end) break;
    const part = segment.text.slice(0, end - position);
    kept.push({ text: part, marked: segment.marked });
    position += segment.text.length;
  }
  kept.push({ text: '…', marked: false });
  return kept;
}

/** Runs of whitespace become one space, and the text's ends are trimmed, across runs as in one text. */
function foldWhitespace(segments: readonly HighlightSegment[]): HighlightSegment[] {
  const folded: HighlightSegment[] = [];
  let previousEndsInSpace = true;
  for (const segment of segments) {
    let text = segment.text.replace(/\s+/g, ' ');
    if (previousEndsInSpace) text = text.replace(/^ /, '');
    if (!text) continue;
    previousEndsInSpace = text.endsWith(' ');
    folded.push({ text, marked: segment.marked });
  }
  const last = folded[folded.length - 1];
  if (last) {
    last.text = last.text.replace(/ $/, '');
    if (!last.text) folded.pop();
  }
  return folded;
}
