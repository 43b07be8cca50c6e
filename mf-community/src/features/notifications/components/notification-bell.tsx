import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, LoadMoreButton, Spinner } from '@tribune/shared';
import { useListNotifications } from '../api/list-notifications';
import type { Notification } from '../api/notification-schema';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { useTitlePrefix } from '../hooks/use-title-prefix';
import { logNotificationError } from '../lib/log-notification-error';
import { NotificationItem } from './notification-item';
import { notificationMessages } from './notification-messages';
import { NotificationToast } from './notification-toast';
import './notification-bell.css';

/** The API caps its counts at 99 (docs: "at most 99"), so 99 reads as "99 or more": the badge says 99+. */
const badgeCap = 99;

/**
 * The header's notification bell (NOT-01..NOT-04) for a logged-in user: a badge with what is new, a
 * menu with the notifications (load-more, mark all as read), live updates and pop-ups, and the '(n)'
 * prefix of the page title.
 */
export function NotificationBell({ userId }: { userId: number }) {
  const intl = useIntl();
  const menuId = useId();
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pageCount, setPageCount] = useState(1);
  const first = useListNotifications(userId, 1);
  // The page a load-more asked for last (the same request as its list's, made once by SWR).
  const last = useListNotifications(userId, pageCount);
  const actions = useNotificationActions(userId);
  const { toast, dismissToast } = useLiveNotifications(userId);

  const counts = first.data?.data;
  const unopen = counts?.unopen;
  useTitlePrefix(counts?.unread ?? 0);

  useEffect(() => {
    if (first.error) logNotificationError('loading the notifications', first.error);
  }, [first.error]);

  // Opening the menu opens everything in it (NOT-02): the badge clears; so does one that arrives meanwhile.
  const openedWhileOpen = useRef(false);
  useEffect(() => {
    if (!open || unopen === 0) return;
    openedWhileOpen.current = true;
    actions.openAll();
  }, [actions, open, unopen]);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (openedWhileOpen.current) actions.settleOpened();
      openedWhileOpen.current = false;
      if (returnFocus) buttonRef.current?.focus();
    },
    [actions],
  );

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [close, open]);

  const follow = useCallback(
    (notification: Notification) => {
      actions.markRead(notification);
      dismissToast();
      if (open) close(false);
    },
    [actions, close, dismissToast, open],
  );

  const firstIds = useMemo(
    () => new Set(first.data?.data.notifications.map((notification) => notification.id)),
    [first.data],
  );
  const lastMeta = last.data?.metaData;
  const hasMore = lastMeta !== undefined && lastMeta.current_page < lastMeta.last_page;
  const isEmpty = counts !== undefined && counts.notifications.length === 0;

  return (
    <div className="nt-bell" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="nt-bell__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={
          unopen !== undefined && unopen >= badgeCap
            ? intl.formatMessage(notificationMessages.bellLabelMany, { count: badgeCap })
            : intl.formatMessage(notificationMessages.bellLabel, { count: unopen ?? 0 })
        }
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg className="nt-bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unopen ? (
          <span className="nt-bell__badge" aria-hidden="true">
            {unopen >= badgeCap ? `${badgeCap}+` : unopen}
          </span>
        ) : null}
      </button>
      <div id={menuId} className="nt-menu" role="region" aria-labelledby={titleId} hidden={!open}>
        {open ? (
          <>
            <div className="nt-menu__header">
              <h2 id={titleId} className="nt-menu__title">
                {intl.formatMessage(notificationMessages.menuTitle)}
              </h2>
              {counts && counts.notifications.length > 0 ? (
                <Button variant="ghost" disabled={counts.unread === 0} onClick={() => actions.markAllRead()}>
                  {intl.formatMessage(notificationMessages.markAllRead)}
                </Button>
              ) : null}
            </div>
            {first.isLoading ? <Spinner /> : null}
            {first.error && !first.data ? (
              <p className="nt-empty">{intl.formatMessage(notificationMessages.loadFailed)}</p>
            ) : null}
            {isEmpty ? <p className="nt-empty">{counts.no_notifications_text}</p> : null}
            {counts && !isEmpty ? (
              <ul className="nt-list">
                {Array.from({ length: pageCount }, (_, index) => (
                  <MenuPage
                    key={index + 1}
                    userId={userId}
                    page={index + 1}
                    skip={index === 0 ? undefined : firstIds}
                    onFollow={follow}
                  />
                ))}
              </ul>
            ) : null}
            {hasMore ? (
              <LoadMoreButton loading={last.isLoading} onLoadMore={() => setPageCount((count) => count + 1)} />
            ) : null}
            <Link className="nt-menu__all" to="/notifications" onClick={() => close(false)}>
              {intl.formatMessage(notificationMessages.seeAll)}
            </Link>
          </>
        ) : null}
      </div>
      <NotificationToast toast={toast} onFollow={follow} />
    </div>
  );
}

interface MenuPageProps {
  userId: number;
  page: number;
  /** Ids shown on the first page already (a later page fetched after new ones arrived repeats some). */
  skip: ReadonlySet<number> | undefined;
  onFollow: (notification: Notification) => void;
}

/** One loaded page of the menu's list; its items go into the menu's one list. */
function MenuPage({ userId, page, skip, onFollow }: MenuPageProps) {
  const { data, error } = useListNotifications(userId, page);
  useEffect(() => {
    if (error) logNotificationError(`loading page ${page} of the notifications`, error);
  }, [error, page]);
  return (
    <>
      {(data?.data.notifications ?? [])
        .filter((notification) => !skip?.has(notification.id))
        .map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onFollow={onFollow} />
        ))}
    </>
  );
}
