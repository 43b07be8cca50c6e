import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatArticleDate, parseIsoInstant, SiteLink, useRenderedAt, useTenant } from '@tribune/shared';
import type { ClubThread } from '../api/list-club-threads';
import { clubThreadsMessages as messages } from './club-threads-messages';
import './club-threads.css';

interface ClubThreadsProps {
  /** The club's name as the host page shows it. */
  clubName: string;
  /** The club's threads by latest activity, as many as the host asked for. */
  threads: readonly ClubThread[];
}

/**
 * CLB-02: the fans' threads about one club, inside the home page's club section and on the team page:
 * forum topics naming the club and its matches' threads, each a row that is one tap target, and a link
 * to the forum. The heading is an h3, as the club's news beside it (mf_content): the home page's club
 * section, its first host, is headed by an h2.
 */
export function ClubThreads({ clubName, threads }: ClubThreadsProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="cm-club-threads" aria-labelledby={titleId}>
      <h3 id={titleId} className="cm-club-threads__title">
        {intl.formatMessage(messages.title, { club: clubName })}
      </h3>
      <ul className="cm-club-threads__list">
        {threads.map((thread) => (
          <ClubThreadRow key={`${thread.kind}-${thread.id}`} thread={thread} />
        ))}
      </ul>
      <Link to="/forum" className="cm-club-threads__forum">
        {intl.formatMessage(messages.toForum)}
      </Link>
    </section>
  );
}

/**
 * One thread: what it is, its title (the link, which covers the row), its comments and when the newest
 * was written. The title is the fan's text, rendered as text.
 */
function ClubThreadRow({ thread }: { thread: ClubThread }) {
  const intl = useIntl();
  const { language } = useTenant();
  // The server's render time while hydrating, so "today" shows the same time on both sides.
  const renderedAt = useRenderedAt();
  return (
    <li className={`link-row cm-club-threads__item cm-club-threads__item--${thread.kind}`}>
      <span className="cm-club-threads__kind">{intl.formatMessage(messages[thread.kind])}</span>
      <SiteLink href={thread.url} className="link-row__link cm-club-threads__link">
        {thread.title}
      </SiteLink>
      <span className="cm-club-threads__meta">
        <span>{intl.formatMessage(messages.commentsCount, { count: thread.comments_count })}</span>
        {parseIsoInstant(thread.last_comment_at) !== null ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">{intl.formatMessage(messages.lastActivity)} </span>
            <time dateTime={thread.last_comment_at}>
              {formatArticleDate(thread.last_comment_at, language, renderedAt)}
            </time>
          </>
        ) : null}
      </span>
    </li>
  );
}
