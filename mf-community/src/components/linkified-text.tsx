import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/** The link a piece of comment text points to, or null unless it is a well-formed http(s) URL. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A scheme written in the text ("javascript:", "ftp://"); a bare "www.example.com" has none. */
const writtenScheme = /^([a-z][a-z\d+.-]*):/i;

/**
 * CMT-10 with linkifyjs: only URLs become links (no e-mail addresses, no other schemes), and only http(s)
 * ones; each is checked again as a URL when it is rendered, so nothing else can become an href.
 */
const linkOptions: Opts = {
  defaultProtocol: 'https',
  nl2br: true,
  target: '_blank',
  rel: 'nofollow noopener noreferrer ugc',
  validate: (value, type) => {
    if (type !== 'url') return false;
    const scheme = writtenScheme.exec(value)?.[1]?.toLowerCase();
    return scheme === undefined || scheme === 'http' || scheme === 'https';
  },
  render: ({ content }) => {
    // linkifyjs lets quotes and angle brackets into a URL; a URL never holds them unencoded, so the link
    // ends before them ("http://x.nl/<script>" links "http://x.nl/" and leaves the rest as text).
    const end = content.search(/[<>"'`]/);
    const linkText = end === -1 ? content : content.slice(0, end);
    const rest = end === -1 ? '' : content.slice(end);
    const withScheme = writtenScheme.test(linkText) ? linkText : `https://${linkText}`;
    const href = linkText === '' ? null : safeHref(withScheme);
    if (href === null) return <>{content}</>;
    return (
      <>
        <a href={href} target="_blank" rel="nofollow noopener noreferrer ugc">
          {linkText}
        </a>
        {rest}
      </>
    );
  },
};

/**
 * CMT-10: a comment's text with its links: they open in a new tab and are nofollow, line breaks become
 * <br>, everything else is text (React escapes it). Never innerHTML. Its own chunk with linkifyjs
 * (about 10 kB gzip), loaded only for a text that may hold a link (`CommentText`).
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <Linkify as="p" className={className} options={linkOptions}>
      {text}
    </Linkify>
  );
}
