import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, LoadError, PageHead, Pagination, Spinner, useSession } from '@tribune/shared';
import { useListNotifications } from '../api/list-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { logNotificationError } from '../lib/log-notification-error';
import { LoginInvitation } from './login-invitation';
import { NotificationItem } from './notification-item';
import { notificationMessages } from './notification-messages';

/** The page from `?page=`, 1 when absent or not a positive whole number. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /notifications (NOT-01): all of the user's notifications, 20 a page, rendered as in the bell's menu.
 * A guest is invited to log in; the server renders that guest view, the user's list comes after
 * hydration.
 */
export function NotificationsPage() {
  const intl = useIntl();
  const titleId = useId();
  const { user, isRestored } = useSession();
  const title = intl.formatMessage(notificationMessages.pageTitle);
  return (
    <section className="nt-page" aria-labelledby={titleId}>
      <PageHead title={title} />
      <h1 id={titleId} className="cm-page__title">
        {title}
      </h1>
      {isRestored && user ? <NotificationList userId={user.id} /> : null}
      {isRestored && !user ? <LoginInvitation /> : null}
    </section>
  );
}

function NotificationList({ userId }: { userId: number }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const { data, error, isLoading, mutate } = useListNotifications(userId, page);
  const actions = useNotificationActions(userId);

  useEffect(() => {
    if (error) logNotificationError(`loading page ${page} of the notifications`, error);
  }, [error, page]);

  if (isLoading) return <Spinner />;
  if (error && !data) {
    return <LoadError onRetry={() => void mutate()}>{intl.formatMessage(notificationMessages.loadFailed)}</LoadError>;
  }
  if (!data) return null;
  const { notifications, unread, no_notifications_text: emptyText } = data.data;
  return (
    <>
      {notifications.length === 0 ? (
        <p className="nt-empty">{emptyText}</p>
      ) : (
        <>
          <div className="nt-page__actions">
            <Button variant="secondary" disabled={unread === 0} onClick={() => actions.markAllRead()}>
              {intl.formatMessage(notificationMessages.markAllRead)}
            </Button>
          </div>
          <ul className="nt-list nt-list--page">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onFollow={actions.markRead} />
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={page}
        pageCount={data.metaData.last_page}
        onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
      />
    </>
  );
}
