import { renderToStaticMarkup } from 'react-dom/server';
import { amsterdamDayAndTime, type ForumTopicView } from './forum-topic-view';

/** The texts of a list item, in the reader's language (request.t). */
export interface ForumTopicLabels {
  pinned: string;
  closed: string;
  lastActivity: string;
  /** 'by fan' / 'door fan'. */
  by: (username: string) => string;
  /** '1 comment', '12 comments'. */
  comments: (count: number) => string;
}

function ForumTopicItem({ topic, labels }: { topic: ForumTopicView; labels: ForumTopicLabels }) {
  const activity = new Date(topic.last_comment_at);
  const { date, time } = amsterdamDayAndTime(activity);
  return (
    <li className="forum-topic">
      <a className="forum-topic__title" href={topic.url}>
        {topic.title}
      </a>
      {topic.pinned ? <span className="forum-topic__badge forum-topic__badge--pinned">{labels.pinned}</span> : null}
      {topic.closed ? <span className="forum-topic__badge forum-topic__badge--closed">{labels.closed}</span> : null}
      <span className="forum-topic__author">{labels.by(topic.username)}</span>
      <span className="forum-topic__comments">{labels.comments(topic.comments_count)}</span>
      <span className="forum-topic__activity">
        {labels.lastActivity}{' '}
        <time dateTime={topic.last_comment_at}>
          {date} {time}
        </time>
      </span>
    </li>
  );
}

/** The `<li class="forum-topic">` items of one page of the list (FRM-01), in the order given. */
function ForumTopicItems({ topics, labels }: { topics: readonly ForumTopicView[]; labels: ForumTopicLabels }) {
  return (
    <>
      {topics.map((topic) => (
        <ForumTopicItem key={topic.id} topic={topic} labels={labels} />
      ))}
    </>
  );
}

/**
 * The list's HTML, rendered by React: every text a fan wrote (titles, names) is escaped by the renderer,
 * never concatenated into markup, so a title is always text on the page that inserts it.
 */
export function renderForumTopicItems(topics: readonly ForumTopicView[], labels: ForumTopicLabels): string {
  return renderToStaticMarkup(<ForumTopicItems topics={topics} labels={labels} />);
}
