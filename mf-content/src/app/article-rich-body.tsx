import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { splitArticleBody } from '../features/articles/utils/split-article-body';
import { lazyWithMessages } from '../i18n/lazy-with-messages';

// Each feature's code is fetched only for a body that has it (the article page's JavaScript budget).
const ArticlePoll = lazyWithMessages(() => import('../features/polls/components/article-poll'), 'ArticlePoll');
const ArticleEmbed = lazyWithMessages(() => import('../features/embeds/components/article-embed'), 'ArticleEmbed');

/** Markup in the body that asks for numbered images or the image lightbox (docs/contracts.md). */
const mediaMarkup = /<(?:figure data-numbered-image|a [^>]*data-lightbox=)/;

/**
 * ART-01: a body with placeholders (docs/contracts.md "Article body markup"), which ArticleBody loads
 * only for such a body. Its polls (POL-01) and embeds (EMB-01) render in their places between the
 * HTML, the same on the server render and in the browser; numbered images and lightbox links come to
 * life in the browser, by code loaded only for a body that has them.
 */
export function RichArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const parts = useMemo(() => splitArticleBody(html), [html]);

  useEffect(() => {
    const root = ref.current;
    if (!root || !mediaMarkup.test(html)) return undefined;
    let stopped = false;
    let stop: (() => void) | undefined;
    import('../features/article-media/lib/enhance-article-body').then(
      ({ enhanceArticleBody }) => {
        if (!stopped) stop = enhanceArticleBody(root, intl);
      },
      (error: unknown) => console.error('[mf_content] the article images could not be enhanced', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [html, intl]);

  return (
    <div ref={ref} className="content-article__body">
      {parts.map((part, index) => {
        // Parts never move: a new body is a new list.
        const key = `${index}:${part.kind}`;
        // Safe by contract: the API's allow-list sanitizer is the one place article HTML is cleaned.
        if (part.kind === 'html') return <div key={key} dangerouslySetInnerHTML={{ __html: part.html }} />;
        return (
          <Suspense key={key} fallback={null}>
            {part.kind === 'poll' ? (
              <ArticlePoll pollId={part.pollId} />
            ) : (
              <ArticleEmbed provider={part.provider} url={part.url} />
            )}
          </Suspense>
        );
      })}
    </div>
  );
}
