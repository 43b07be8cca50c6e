import { type ReactNode, useId } from 'react';
import { defineMessage, FormattedMessage, type MessageTag } from 'react-intl';
import { HydrateWhen, ShareButton, SiteLink } from '@tribune/shared';
import type { Article } from '../lib/article-schema';
import { ArticleBody } from './article-body';
import { ArticleDate } from '../components/article-date';
import { ArticleImage } from '../components/article-image';
import { lazyWithMessages } from '../i18n/lazy-with-messages';

const byAuthor = defineMessage<{ name: string; author: MessageTag }>({
  id: 'content.article.by-author',
  defaultMessage: 'By <author>{name}</author>',
  description: 'Article byline; {name} is the author (a link to their page when it is public)',
});

const moreTags = defineMessage({
  id: 'content.article.more-tags',
  defaultMessage: 'More about',
  description: 'NR-02: heading of the links under an article to its other tags’ pages (besides the primary tag)',
});

// The player's code is fetched when a reader reaches for it (decision 0012): the server renders it.
const VideoPlayer = lazyWithMessages(() => import('../features/article-media/components/video-player'), 'VideoPlayer');

/**
 * ART-01: an article with its tag, title, byline, share control (CLB-05), lead image (or its video, with
 * that image as the poster) and body; under it, links to its other tags' pages (NR-02).
 */
export function ArticleView({ article }: { article: Article }) {
  const { author, primary_tag: tag } = article;
  const tagsId = useId();
  const authorUrl = author.is_public ? author.author_url : null;
  const authorTag = (chunks: ReactNode) =>
    authorUrl ? (
      <SiteLink href={authorUrl} className="content-article__author">
        {chunks}
      </SiteLink>
    ) : (
      <span className="content-article__author">{chunks}</span>
    );
  return (
    <article className="content-article">
      <header className="content-article__header">
        <p className="content-story__tag">
          <SiteLink href={tag.url}>{tag.title}</SiteLink>
        </p>
        <h1 className="content-article__title">{article.title}</h1>
        <p className="content-article__meta">
          <FormattedMessage {...byAuthor} values={{ name: author.name, author: authorTag }} />
          <span aria-hidden="true"> · </span>
          <ArticleDate iso={article.published_at} />
        </p>
        {/* CLB-05: the system's share sheet on a phone, else copy, WhatsApp and X. */}
        <ShareButton className="content-article__share" url={article.url} title={article.title} />
      </header>
      {article.video ? (
        // A 16:9 box from the first paint: the player, server-rendered, takes no room it did not hold.
        <div className="content-article__video" style={{ aspectRatio: '16 / 9', marginBottom: '1.5rem' }}>
          <HydrateWhen interaction>
            <VideoPlayer videoId={article.video.id} title={article.title} poster={article.thumbnails.origin || null} />
          </HydrateWhen>
        </div>
      ) : article.thumbnails.origin ? (
        <ArticleImage
          className="content-article__image"
          src={article.thumbnails.origin}
          alt={article.title}
          width={1200}
          height={800}
          priority
        />
      ) : null}
      {article.content ? <ArticleBody html={article.content} /> : null}
      {article.tags.length > 0 ? (
        <nav className="content-article__tags" aria-labelledby={tagsId}>
          <h2 id={tagsId} className="content-article__tags-title">
            <FormattedMessage {...moreTags} />
          </h2>
          <ul>
            {article.tags.map((other) => (
              <li key={other.url}>
                <SiteLink href={other.url}>{other.title}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
