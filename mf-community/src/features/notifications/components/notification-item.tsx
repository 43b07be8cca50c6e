import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Avatar, formatArticleDate, parseIsoInstant, SiteLink, useRenderedAt, useTenant } from '@tribune/shared';
import { notificationState, type Notification } from '../api/notification-schema';
import { notificationMessages } from './notification-messages';

interface NotificationItemProps {
  notification: Notification;
  /** The fan followed the notification's link: mark it read (and close a menu). */
  onFollow: (notification: Notification) => void;
}

/**
 * One notification (NOT-02): who did what, the comment it is about and when, as a link to the comment;
 * or a club's match alert (CLB-03), as a link to the match.
 * New ones are highlighted, opened ones still stand out, read ones are plain; the state is also said in
 * words for screen readers.
 */
export function NotificationItem({ notification, onFollow }: NotificationItemProps) {
  const intl = useIntl();
  const { language } = useTenant();
  const renderedAt = useRenderedAt();
  const state = notificationState(notification);
  const when = notification.updated_at;
  const excerpt = notification.comment?.excerpt ?? notification.match?.excerpt ?? '';

  // The link is the control: a click on it (mouse, or Enter on the focused link) reaches the item, which
  // marks it read while the link navigates. Clicks elsewhere on the item do nothing.
  function onClick(event: MouseEvent<HTMLLIElement>) {
    if (event.target instanceof Element && event.target.closest('a')) onFollow(notification);
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li className={`nt-item nt-item--${state}`} data-state={state} onClick={onClick}>
      <SiteLink className="nt-item__link" href={notification.url}>
        <Avatar src={notification.actor?.avatar} name={notification.actor?.username ?? ''} size={32} />
        <span className="nt-item__body">
          <span className="nt-item__text">{notification.text}</span>
          {excerpt ? <span className="nt-item__excerpt">{excerpt}</span> : null}
          {parseIsoInstant(when) !== null ? (
            <time className="nt-item__date" dateTime={when}>
              {formatArticleDate(when, language, renderedAt)}
            </time>
          ) : null}
        </span>
        {state === 'read' ? null : (
          <span className="visually-hidden">
            {' '}
            {intl.formatMessage(state === 'new' ? notificationMessages.stateNew : notificationMessages.stateUnread)}
          </span>
        )}
      </SiteLink>
    </li>
  );
}
