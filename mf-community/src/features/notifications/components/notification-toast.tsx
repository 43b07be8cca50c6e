import { SiteLink } from '@tribune/shared';
import type { Notification } from '../api/notification-schema';
import type { NotificationToast as Toast } from '../hooks/use-live-notifications';

interface NotificationToastProps {
  toast: Toast | null;
  onFollow: (notification: Notification) => void;
}

/**
 * NOT-02's pop-up: the new notification for 3000 ms. The live region is always there, so a screen
 * reader announces what appears in it.
 */
export function NotificationToast({ toast, onFollow }: NotificationToastProps) {
  return (
    <div className="nt-toast-region" role="status" aria-live="polite">
      {toast ? (
        <div key={toast.key} className="nt-toast">
          {/* The link is the control; following it marks the notification read. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <span onClick={() => onFollow(toast.notification)}>
            <SiteLink className="nt-toast__link" href={toast.notification.url}>
              {toast.notification.text}
            </SiteLink>
          </span>
        </div>
      ) : null}
    </div>
  );
}
