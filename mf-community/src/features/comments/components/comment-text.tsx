import { Fragment, type ReactNode } from 'react';

export type CommentToken =
  { type: 'text'; text: string } | { type: 'link'; text: string; href: string } | { type: 'break' };

// Candidates only: each is checked again below, and only http(s) URLs become links.
const urlCandidate = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"'`]+/gi;
const trailingPunctuation = new Set(['.', ',', ';', ':', '!', '?', "'", '"']);

/** Drops sentence punctuation after a URL ("see https://x.nl." → "https://x.nl"), and a ")" it did not open. */
function trimUrl(candidate: string): string {
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1] ?? '';
    const text = candidate.slice(0, end);
    if (trailingPunctuation.has(last) || (last === ')' && text.split('(').length < text.split(')').length)) end -= 1;
    else break;
  }
  return candidate.slice(0, end);
}

/** The link a piece of comment text points to, or null unless it is a well-formed http(s) URL. */
export function safeHref(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function pushText(tokens: CommentToken[], text: string) {
  if (!text) return;
  const previous = tokens[tokens.length - 1];
  if (previous?.type === 'text') previous.text += text;
  else tokens.push({ type: 'text', text });
}

/**
 * CMT-10: splits a comment's plain text into text, links and line breaks. Nothing in the text is ever
 * read as HTML: tags stay text, and only http(s) URLs become links.
 */
export function tokenizeComment(content: string): CommentToken[] {
  const tokens: CommentToken[] = [];
  content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      if (index > 0) tokens.push({ type: 'break' });
      let position = 0;
      for (const match of line.matchAll(urlCandidate)) {
        const start = match.index;
        const text = trimUrl(match[0]);
        const href = safeHref(text);
        if (!href) continue;
        pushText(tokens, line.slice(position, start));
        tokens.push({ type: 'link', text, href });
        position = start + text.length;
      }
      pushText(tokens, line.slice(position));
    });
  return tokens;
}

/**
 * CMT-10: a comment's text as React elements: links open in a new tab and are nofollow, line breaks
 * become <br>, everything else is text (React escapes it). Never innerHTML.
 */
export function CommentText({ content, className }: { content: string; className?: string }) {
  const nodes: ReactNode[] = tokenizeComment(content).map((token, index) => {
    if (token.type === 'break') return <br key={index} />;
    if (token.type === 'link') {
      return (
        <a key={index} href={token.href} rel="nofollow noopener noreferrer ugc" target="_blank">
          {token.text}
        </a>
      );
    }
    return <Fragment key={index}>{token.text}</Fragment>;
  });
  return <p className={className}>{nodes}</p>;
}
