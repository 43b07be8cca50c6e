import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Spinner, Tabs, useSiteSettings, type TabDefinition } from '@tribune/shared';
import { useListLatestComments, type SidebarComment } from '../features/comments/api/list-latest-comments';
import { useListTopCommentsThisWeek } from '../features/comments/api/list-top-comments-this-week';
import { CommentCard } from '../features/comments/components/comment-card';
import { communityMessages } from './community-messages';

/** CMT-15: the sidebar shows at most this many comments. */
const sidebarCommentCount = 5;

interface SidebarListState {
  data: SidebarComment[] | undefined;
  error: unknown;
  isLoading: boolean;
}

function SidebarList({ data: comments, error, isLoading }: SidebarListState) {
  if (error && !comments) {
    return (
      <p className="cm-empty">
        <FormattedMessage {...communityMessages.loadFailed} />
      </p>
    );
  }
  return (
    <>
      {isLoading ? <Spinner /> : null}
      {comments && comments.length === 0 ? (
        <p className="cm-empty">
          <FormattedMessage {...communityMessages.empty} />
        </p>
      ) : null}
      {comments && comments.length > 0 ? (
        <ol className="cm-widget__list">
          {comments.slice(0, sidebarCommentCount).map((comment) => (
            <li key={comment.id}>
              <CommentCard comment={comment} compact />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

function LatestList() {
  return <SidebarList {...useListLatestComments()} />;
}

function TopThisWeekList() {
  return <SidebarList {...useListTopCommentsThisWeek()} />;
}

/**
 * The community's widget in the home page's sidebar (slot `home.sidebar`, CMT-15): the latest comments or
 * the most liked of this week, as tabs with the latest first. It opens on the list the site settings
 * name (`sidebar_comments`; latest when they name none or cannot be read). Each tab loads its list when
 * it is opened.
 */
export function HomeSidebarWidget() {
  const intl = useIntl();
  const titleId = useId();
  const setting = useSiteSettings();
  const tabs = useMemo<TabDefinition[]>(
    () => [
      { id: 'latest', label: intl.formatMessage(communityMessages.latestTab), content: <LatestList /> },
      { id: 'top-this-week', label: intl.formatMessage(communityMessages.topTab), content: <TopThisWeekList /> },
    ],
    [intl],
  );
  return (
    <section className="cm-widget card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <FormattedMessage {...communityMessages.sidebarTitle} />
      </h2>
      {setting.isLoading ? (
        <Spinner />
      ) : (
        <Tabs
          tabs={tabs}
          label={intl.formatMessage(communityMessages.sidebarTitle)}
          defaultTab={setting.data?.sidebar_comments ?? 'latest'}
        />
      )}
      <Link className="cm-widget__more" to="/community">
        <FormattedMessage {...communityMessages.more} />
      </Link>
    </section>
  );
}
