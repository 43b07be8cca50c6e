import { Fragment, useMemo } from 'react';
import { parseHighlights, truncateHighlights } from '../lib/highlight';

interface HighlightedTextProps {
  /** The API's escaped text with the matched words in <mark> (title_html, content_html). */
  html: string;
  /** Cut to the excerpt length (ART-07). */
  truncate?: boolean;
}

/**
 * A search result's text with its matched words marked (ART-04). The page writes the text nodes and
 * <mark> elements itself from the answer (lib/highlight.ts): nothing the server sent is used as HTML.
 */
export function HighlightedText({ html, truncate = false }: HighlightedTextProps) {
  const segments = useMemo(() => {
    const parsed = parseHighlights(html);
    return truncate ? truncateHighlights(parsed) : parsed;
  }, [html, truncate]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="lists-mark">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
