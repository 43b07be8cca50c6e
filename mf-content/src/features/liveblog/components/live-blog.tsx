import { Fragment, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, LoadMoreButton, sharedMessages, useSession } from '@tribune/shared';
import { useLiveBlog } from '../hooks/use-live-blog';
import { isFollowedByAd } from '../lib/live-blog-list';
import { LiveBlogEditor } from './live-blog-editor';
import { LiveBlogEntry } from './live-blog-entry';
import { arrivedMessage, liveBlogMessages } from './live-blog-messages';
import './live-blog.css';

export interface LiveBlogProps {
  articleId: number;
  liveblogId: number;
}

/**
 * LB-01: an article's live blog. Ten entries, pinned first, then newest first, kept up to date from the
 * article's real-time channel (new entries flash for 2 s; over ten the last one goes and load-more shows),
 * an ad after every `blocks_count_to_place_ad` entries, and for editors the panel to post, edit, pin and
 * delete entries on the page itself. The article page renders it lazily, only for an article that has one.
 */
export function LiveBlog({ articleId, liveblogId }: LiveBlogProps) {
  const intl = useIntl();
  const headingId = useId();
  const session = useSession();
  const blog = useLiveBlog(articleId);
  const editor = session.isLoggedIn && session.isManager;
  const flashing = new Set(blog.flashing);

  return (
    <section className="liveblog" aria-labelledby={headingId}>
      <h2 id={headingId} className="liveblog__title">
        <span className="liveblog__live" aria-hidden="true" />
        <FormattedMessage {...liveBlogMessages.title} />
      </h2>
      {editor ? (
        <LiveBlogEditor
          liveblogId={liveblogId}
          onPosted={(item) => blog.applyOwn({ type: 'created', item, announce: false })}
        />
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {blog.arrived > 0 ? <FormattedMessage {...arrivedMessage} values={{ count: blog.arrived }} /> : null}
      </p>
      {blog.status === 'loading' ? (
        <p className="liveblog__loading" role="status">
          <FormattedMessage {...sharedMessages.loading} />
        </p>
      ) : null}
      {blog.status === 'failed' ? (
        <Alert tone="danger">
          <p className="liveblog__alert-text">
            <FormattedMessage {...liveBlogMessages.loadFailed} />
          </p>
          <Button variant="secondary" onClick={blog.retry}>
            <FormattedMessage {...sharedMessages.retry} />
          </Button>
        </Alert>
      ) : null}
      {blog.status === 'ready' && blog.items.length === 0 ? (
        <p className="liveblog__empty">
          <FormattedMessage {...liveBlogMessages.empty} />
        </p>
      ) : null}
      {blog.items.length > 0 ? (
        <ol className="liveblog__entries" aria-label={intl.formatMessage(liveBlogMessages.entries)}>
          {blog.items.map((item, index) => (
            <Fragment key={item.id}>
              <LiveBlogEntry
                item={item}
                flashing={flashing.has(item.id)}
                onChange={editor ? blog.applyOwn : undefined}
              />
              {isFollowedByAd(index, blog.ad) ? (
                <li className="liveblog__ad">
                  {/* The API sanitized the ad block like an entry. */}
                  <aside
                    aria-label={intl.formatMessage(liveBlogMessages.advertisement)}
                    dangerouslySetInnerHTML={{ __html: blog.ad.html }}
                  />
                </li>
              ) : null}
            </Fragment>
          ))}
        </ol>
      ) : null}
      {blog.loadMoreFailed ? (
        <Alert tone="danger">
          <FormattedMessage {...liveBlogMessages.loadMoreFailed} />
        </Alert>
      ) : null}
      {blog.hasMore ? <LoadMoreButton loading={blog.loadingMore} onLoadMore={blog.loadMore} /> : null}
    </section>
  );
}
