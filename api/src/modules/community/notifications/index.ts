import type { FastifyPluginAsync } from 'fastify';
import { getNotificationRoute } from './get-notification';
import { listNotificationsRoute } from './list-notifications';
import type { NotificationsRepository } from './notifications-repository';
import type { Notifier } from './notifier';
import { openAllNotificationsRoute } from './open-all-notifications';
import { readAllNotificationsRoute } from './read-all-notifications';
import { readNotificationRoute } from './read-notification';
import { sendNotificationMails } from './send-notification-mails';

/**
 * Notifications (NOT-01, NOT-03, NOT-04): the fan's list and its states (new, opened, read), and the
 * mail batch. The notifications themselves are made by the comment operations through the notifier
 * (notifier.ts), which community/index.ts creates and hands to both.
 */
export const notificationsModule: FastifyPluginAsync<{
  notifications: NotificationsRepository;
  notifier: Notifier;
}> = async (app, { notifications }) => {
  // The static paths first, so `read-all` and `open-all` are never taken for an id.
  await app.register(readAllNotificationsRoute, { notifications });
  await app.register(openAllNotificationsRoute, { notifications });
  await app.register(listNotificationsRoute, { notifications });
  await app.register(getNotificationRoute, { notifications });
  await app.register(readNotificationRoute, { notifications });
  scheduleNotificationMails(app, notifications);
};

/** Runs the mail batch every NOTIFICATION_MAIL_INTERVAL_SECONDS (0: never), one run at a time; stops on close. */
function scheduleNotificationMails(
  app: Parameters<typeof notificationsModule>[0],
  notifications: NotificationsRepository,
): void {
  const intervalMs = app.config.notificationMailIntervalSeconds * 1000;
  if (intervalMs <= 0) return;
  const log = app.log.child({ module: 'notifications' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running !== undefined) return;
    running = sendNotificationMails(app, notifications)
      .then((report) => {
        if (report.mails > 0) log.info(report, 'notification mails sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'notification mail batch failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    await running;
  });
}
