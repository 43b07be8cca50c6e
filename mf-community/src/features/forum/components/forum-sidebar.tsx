import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  formatInSiteTimeZone,
  LoadError,
  SiteLink,
  Spinner,
  useApiClient,
  useHydrated,
  useRenderedAt,
  useTenant,
} from '@tribune/shared';
import { listForumSidebar, useListForumSidebar, type ForumItem } from '../api/list-forum-sidebar';
import { useAppendedPages } from '../hooks/use-appended-pages';
import { dayBefore, groupByDay, type ForumDay } from '../lib/sidebar-days';
import { forumMessages } from './forum-messages';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^\d{2}:\d{2}$/;

/**
 * FRM-02: the topics with the latest comments, grouped by the day of the last comment ("Today",
 * "Yesterday", then the day written out), and "More" while there are more.
 */
export function ForumSidebar() {
  const intl = useIntl();
  const client = useApiClient();
  const headingId = useId();
  const first = useListForumSidebar();
  const load = useCallback((page: number) => listForumSidebar(client, page), [client]);
  const more = useAppendedPages(load, 'the forum sidebar');
  const { language } = useTenant();
  // The server's render time while hydrating (the same headings on both sides), the clock afterwards:
  // a page left open overnight still knows which day is today.
  const renderedAt = useRenderedAt();
  const now = useHydrated() ? Date.now() : renderedAt;
  const today = formatInSiteTimeZone(now, language, 'yyyy-LL-dd');
  const yesterday = dayBefore(today);

  const pages = first.data ? [first.data, ...more.pages] : [];
  const last = pages[pages.length - 1];
  const days = groupByDay(pages.flatMap((page) => page.items));

  const loadMore = () => {
    if (!last || more.loading) return;
    void more.loadPage(last.page + 1);
  };

  const dayHeading = (day: ForumDay) => {
    if (day.day === today) return intl.formatMessage(forumMessages.today);
    if (day.day === yesterday) return intl.formatMessage(forumMessages.yesterday);
    return day.longDate;
  };

  return (
    <aside className="frm-sidebar card" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {intl.formatMessage(forumMessages.sidebarTitle)}
      </h2>
      {first.isLoading ? <Spinner /> : null}
      {first.error && !first.data ? (
        <LoadError onRetry={() => void first.mutate()}>{intl.formatMessage(forumMessages.sidebarFailed)}</LoadError>
      ) : null}
      {first.data && days.length === 0 ? (
        <p className="cm-empty">{intl.formatMessage(forumMessages.sidebarEmpty)}</p>
      ) : null}
      {days.map((day) => (
        <SidebarDay key={day.day} heading={dayHeading(day)} day={day} />
      ))}
      {more.failed ? <Alert tone="danger">{intl.formatMessage(forumMessages.sidebarFailed)}</Alert> : null}
      {last?.hasMore ? (
        <Button
          variant="secondary"
          className="load-more frm-sidebar__more"
          aria-disabled={more.loading || undefined}
          aria-busy={more.loading || undefined}
          onClick={loadMore}
        >
          {intl.formatMessage(forumMessages.more)}
        </Button>
      ) : null}
    </aside>
  );
}

function SidebarDay({ heading, day }: { heading: string; day: ForumDay }) {
  const headingId = useId();
  return (
    // Not a landmark per day (a region each would crowd the page's landmarks): a list named by its heading.
    <div className="frm-sidebar__day">
      <h3 id={headingId} className="frm-sidebar__day-title">
        {heading}
      </h3>
      <ul className="frm-sidebar__list" aria-labelledby={headingId}>
        {day.items.map((item) => (
          <SidebarItem key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function SidebarItem({ item }: { item: ForumItem }) {
  const intl = useIntl();
  const time = item.last_comment_date_time;
  // A valid local date-time only when both parts are what the contract says; else no machine date.
  const dateTime =
    dayPattern.test(item.last_comment_date_day) && timePattern.test(time)
      ? `${item.last_comment_date_day}T${time}`
      : undefined;
  return (
    <li className="frm-sidebar__item">
      <SiteLink href={item.url} className="frm-sidebar__link">
        {item.title}
      </SiteLink>
      <span className="frm-sidebar__meta">
        <span className="visually-hidden">{intl.formatMessage(forumMessages.lastComment)} </span>
        <time dateTime={dateTime}>{time}</time>
        <span aria-hidden="true"> · </span>
        <span>{intl.formatMessage(forumMessages.commentsCount, { count: item.comments_count })}</span>
      </span>
    </li>
  );
}
