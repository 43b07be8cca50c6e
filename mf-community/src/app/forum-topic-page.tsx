import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import {
  absoluteUrl,
  Avatar,
  formatLongDate,
  isApiError,
  LoadError,
  NotFoundPage,
  PageHead,
  SiteLink,
  Spinner,
  useBootstrap,
  useSession,
} from '@tribune/shared';
import { CommentsSection } from '../features/comments/components/comments-section';
import type { ForumTopic } from '../features/forum/api/forum-topic-schema';
import { useTopic } from '../features/forum/api/get-topic';
import { forumMessages } from '../features/forum/components/forum-messages';
import { TopicModeration } from '../features/forum/components/topic-moderation';

/** Topic ids are positive integers; anything else in the address is no topic. */
const topicIdPattern = /^[1-9]\d{0,14}$/;

/**
 * /forum/topic/{id}: the topic (title, author, date, counts, badges), managers' pin, close and delete,
 * and its comments: the comments section of issue 13 for the resource ('forum', id), which asks no
 * featured comment for a forum (hasFeaturedComment).
 */
export function ForumTopicPage() {
  const { id = '' } = useParams();
  if (!topicIdPattern.test(id)) {
    return <NotFoundPage title={forumMessages.notFoundTitle} text={forumMessages.notFoundText} />;
  }
  return <TopicView key={id} id={id} />;
}

function TopicView({ id }: { id: string }) {
  const intl = useIntl();
  const session = useSession();
  const { data: topic, error, isLoading, mutate } = useTopic(id, session.user?.id ?? null);

  if (error && isApiError(error, 404)) {
    return <NotFoundPage title={forumMessages.notFoundTitle} text={forumMessages.notFoundText} />;
  }
  return (
    <div className="frm-topic-page">
      <p className="frm-topic-page__back">
        <Link to="/forum">{intl.formatMessage(forumMessages.backToForum)}</Link>
      </p>
      {isLoading ? <Spinner /> : null}
      {error && !topic ? (
        <>
          <PageHead title={intl.formatMessage(forumMessages.title)} />
          <LoadError onRetry={() => void mutate()}>{intl.formatMessage(forumMessages.topicFailed)}</LoadError>
        </>
      ) : null}
      {topic ? <Topic topic={topic} canModerate={topic.can_moderate || session.isManager} /> : null}
    </div>
  );
}

function Topic({ topic, canModerate }: { topic: ForumTopic; canModerate: boolean }) {
  const intl = useIntl();
  const { origin, tenant } = useBootstrap();
  const titleId = useId();
  const description = intl.formatMessage(forumMessages.topicDescription, {
    user: topic.username,
    count: topic.comments_count,
  });
  const author = topic.user_url ? <SiteLink href={topic.user_url}>{topic.username}</SiteLink> : topic.username;
  const date = <time dateTime={topic.created_at}>{formatLongDate(topic.created_at, tenant.language)}</time>;
  return (
    <>
      <PageHead
        title={topic.title}
        description={description}
        path={`/forum/topic/${topic.id}`}
        jsonLd={{
          '@type': 'DiscussionForumPosting',
          headline: topic.title,
          url: absoluteUrl(origin, `/forum/topic/${topic.id}`),
          datePublished: topic.created_at,
          author: { '@type': 'Person', name: topic.username },
          commentCount: topic.comments_count,
        }}
      />
      <article className="frm-topic" aria-labelledby={titleId}>
        <header className="frm-topic__header">
          <h1 id={titleId} className="cm-page__title frm-topic__title">
            {topic.title}
          </h1>
          {topic.pinned || topic.closed ? (
            <p className="frm-topic__badges">
              {topic.pinned ? (
                <span className="frm-badge frm-badge--pinned">{intl.formatMessage(forumMessages.pinned)}</span>
              ) : null}{' '}
              {topic.closed ? (
                <span className="frm-badge frm-badge--closed">{intl.formatMessage(forumMessages.closed)}</span>
              ) : null}
            </p>
          ) : null}
          <div className="frm-topic__byline">
            <Avatar src={topic.user_avatar} name={topic.username} size={32} />
            <span>
              <FormattedMessage {...forumMessages.startedBy} values={{ user: author, date }} />
            </span>
            <span className="frm-topic__count">
              {intl.formatMessage(forumMessages.commentsCount, { count: topic.comments_count })}
            </span>
          </div>
          {canModerate ? <TopicModeration topic={topic} /> : null}
        </header>
        {topic.closed ? <p className="frm-topic__closed">{intl.formatMessage(forumMessages.closedNotice)}</p> : null}
        {/* `#comments`: where a comment's link (`{url}?comment={id}#comments`) lands. */}
        <div id="comments" className="frm-topic__comments">
          <CommentsSection resourceType="forum" resourceId={String(topic.id)} closed={topic.closed} />
        </div>
      </article>
    </>
  );
}
