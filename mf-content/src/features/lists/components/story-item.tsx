import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink, truncateExcerpt } from '@tribune/shared';
import { ArticleDate } from '../../../components/article-date';
import { ArticleImage } from '../../../components/article-image';
import { HeadlineLink } from '../../../components/headline-link';
import type { Story } from '../lib/story';
import { byAuthorMessage, commentsCountMessage } from './lists-messages';
import '../lists.css';

/**
 * The image sizes of the list layouts: each is reserved by width and height before the image arrives,
 * so nothing moves (no layout shift). Most-read's is the spec's: 345 wide at 3:2, cropped (ART-05).
 */
const storyImageSizes = {
  row: { width: 240, height: 160 },
  'most-read': { width: 345, height: 230 },
  tile: { width: 600, height: 400 },
} as const;
type StoryLayout = keyof typeof storyImageSizes;

interface StoryItemProps {
  story: Story;
  layout?: StoryLayout;
  /** The title with the search's matched words marked; the story's title otherwise. */
  title?: ReactNode;
  /** The excerpt with the search's matched words marked; the story's excerpt (ART-07) otherwise. */
  excerpt?: ReactNode;
  /** The first image of the page: fetched first and never lazily. */
  priority?: boolean;
  /** A label over the image (a photo report's). */
  badge?: string;
}

/**
 * One article in a list page: image, tag, title, excerpt, date, author and comments. The title link
 * covers the whole card, so each article is one click target and one tab stop.
 */
export function StoryItem({ story, layout = 'row', title, excerpt, priority = false, badge }: StoryItemProps) {
  const intl = useIntl();
  const titleId = useId();
  const size = storyImageSizes[layout];
  // ART-07: the API already cut the ajax excerpts (175 characters, the '…' included), which this keeps;
  // the scoped lists' excerpts are cut here.
  const shownExcerpt = excerpt ?? truncateExcerpt(story.excerpt);
  return (
    <article className={`lists-story lists-story--${layout}`} aria-labelledby={titleId}>
      <div className="lists-story__media">
        {/* The title beside it says what the image shows, so the image itself is decorative. */}
        <ArticleImage
          className="lists-story__image"
          src={story.imageUrl}
          alt=""
          width={size.width}
          height={size.height}
          priority={priority}
        />
        {badge ? <span className="lists-story__badge">{badge}</span> : null}
      </div>
      <div className="lists-story__body">
        {story.tag ? <p className="lists-story__tag">{story.tag}</p> : null}
        <h2 id={titleId} className="lists-story__title">
          {/* A search's marked-up title is the A title: such a list is not part of the headline test. */}
          {title === undefined ? (
            <HeadlineLink article={story.headline} href={story.href} className="lists-story__link" />
          ) : (
            <SiteLink href={story.href} className="lists-story__link">
              {title}
            </SiteLink>
          )}
        </h2>
        {layout !== 'tile' && shownExcerpt ? <p className="lists-story__excerpt">{shownExcerpt}</p> : null}
        <p className="lists-story__meta">
          <ArticleDate iso={story.publishedAt} className="lists-story__date" />
          {story.author ? <span>{intl.formatMessage(byAuthorMessage, { name: story.author })}</span> : null}
          {story.commentsCount !== null && layout !== 'tile' ? (
            <span>{intl.formatMessage(commentsCountMessage, { count: story.commentsCount })}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
