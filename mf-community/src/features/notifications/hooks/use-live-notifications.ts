import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { useApiClient, useChannelEvent, useRealtimeReconnect } from '@tribune/shared';
import { getNotification } from '../api/get-notification';
import { getMe } from '../api/get-me';
import type { Notification } from '../api/notification-schema';
import { logNotificationError } from '../lib/log-notification-error';
import { drop, putOnTop, setCounts } from '../lib/page-updates';
import { useNotificationsCache } from './use-notifications-cache';

/** Spec 001 §9: a notification pop-up shows for 3000 ms. */
const toastDurationMs = 3000;

/** The events' payloads are hints: an id and the fresh counts, never the text (docs/contracts.md "Real time"). */
const notificationEventSchema = v.object({ id: v.number(), unopen: v.number(), unread: v.number() });

/** The private channel of one user (authorised by the API for that user only). */
function userChannel(userId: number): string {
  return `private-user-${userId}`;
}

export interface NotificationToast {
  /** Changes with every pop-up, so a second one restarts the 3 s. */
  key: number;
  notification: Notification;
}

/**
 * NOT-03: the user's notifications as they happen. A new (or renewed) one is fetched through the API
 * and goes on top; a removed one goes; the counts come with each event. NOT-04: a pop-up shows only
 * when the user enabled them. After a reconnect everything is fetched again (events may be missed).
 */
export function useLiveNotifications(userId: number) {
  const client = useApiClient();
  const cache = useNotificationsCache(userId);
  const [toast, setToast] = useState<NotificationToast | null>(null);
  const channel = userChannel(userId);

  useChannelEvent(channel, 'NotificationCreated', (data) => {
    const event = v.safeParse(notificationEventSchema, data);
    if (!event.success) {
      console.error('[mf_community] notifications: a NotificationCreated event without id and counts was ignored');
      return;
    }
    const { id } = event.output;
    cache.update(setCounts(event.output));
    const popups = getMe(client).then(
      (me) => me.enable_notifications_popup,
      (error: unknown) => {
        logNotificationError('reading the pop-up setting', error);
        return false;
      },
    );
    void Promise.all([getNotification(client, id), popups]).then(
      ([notification, showPopup]) => {
        cache.update(putOnTop(notification));
        if (showPopup) setToast((previous) => ({ key: (previous?.key ?? 0) + 1, notification }));
      },
      (error: unknown) => logNotificationError(`loading notification ${id}`, error),
    );
  });

  useChannelEvent(channel, 'NotificationRemoved', (data) => {
    const event = v.safeParse(notificationEventSchema, data);
    if (!event.success) {
      console.error('[mf_community] notifications: a NotificationRemoved event without id and counts was ignored');
      return;
    }
    cache.update(drop(event.output.id));
    cache.update(setCounts(event.output));
    setToast((current) => (current?.notification.id === event.output.id ? null : current));
  });

  useRealtimeReconnect(() => cache.refetch());
  // Pushes only reach a subscribed channel: what happened between the first fetch and the subscription
  // (a like a second after the page opened) is fetched once the channel is ours.
  useChannelEvent(channel, 'pusher:subscription_succeeded', () => cache.refetch());

  const toastKey = toast?.key;
  useEffect(() => {
    if (toastKey === undefined) return undefined;
    const timer = setTimeout(() => setToast(null), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toastKey]);

  const dismissToast = useCallback(() => setToast(null), []);
  return { toast, dismissToast };
}
