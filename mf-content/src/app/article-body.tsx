import { Suspense } from 'react';
import { lazyWithMessages } from '../i18n/lazy-with-messages';

const RichArticleBody = lazyWithMessages(() => import('./article-rich-body'), 'RichArticleBody');

/** The markup of the body's placeholders: polls, embeds, numbered images, lightbox links. */
const placeholders = /<(?:div data-(?:poll-id|embed)=|figure data-numbered-image|a [^>]*data-lightbox=)/;

/**
 * The article's body HTML as the API sends it (ART-01). The API sanitized it (api/src/modules/content/
 * sanitize-article-html.ts; docs/contracts.md: `content` is sanitized HTML), so it goes in as it is, the
 * same on the server render and in the browser. A body with placeholders is the rich body, a chunk of
 * its own; until that arrives (after a navigation) its HTML shows as it is.
 */
export function ArticleBody({ html }: { html: string }) {
  // Safe by contract: the API's allow-list sanitizer is the one place article HTML is cleaned.
  const plain = <div className="content-article__body" dangerouslySetInnerHTML={{ __html: html }} />;
  if (!placeholders.test(html)) return plain;
  return (
    <Suspense fallback={plain}>
      <RichArticleBody html={html} />
    </Suspense>
  );
}
