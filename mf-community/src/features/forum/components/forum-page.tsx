import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '@tribune/shared';
import { ForumSidebar } from './forum-sidebar';
import { ForumTopicList } from './forum-topic-list';
import { forumMessages } from './forum-messages';
import { StartTopic } from './start-topic';

/** /forum: starting a topic, the topics (FRM-01) and, beside them, the latest activity by day (FRM-02). */
export function ForumPage() {
  const intl = useIntl();
  const titleId = useId();
  const title = intl.formatMessage(forumMessages.title);
  return (
    <div className="frm-page">
      <PageHead title={title} description={intl.formatMessage(forumMessages.description)} path="/forum" />
      <section className="frm-page__main" aria-labelledby={titleId}>
        <h1 id={titleId} className="cm-page__title">
          {title}
        </h1>
        <StartTopic />
        <ForumTopicList />
      </section>
      <ForumSidebar />
    </div>
  );
}
