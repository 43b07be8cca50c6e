import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../../../src/modules/community/schema';
import { createNotificationsRepository } from '../../../../src/modules/community/notifications/notifications-repository';
import { sendNotificationMails } from '../../../../src/modules/community/notifications/send-notification-mails';
import { mailOutbox } from '../../../../src/modules/mail/schema';
import { apiRequest, buildTestApp } from '../../../helper';
import { createTopic, type Fan, like, loginFan, postComment, setSettings } from './notifications-helpers';

/**
 * NOT-04, e-mail: the batch sends each fan who asked for it one mail with everything due, and leaves out
 * what they read meanwhile. Mail goes to the development outbox (no SMTP_URL).
 */

jest.setTimeout(30_000);

let app: FastifyInstance;
let author: Fan;
let anna: Fan;
let tom: Fan;
let topic: number;

beforeAll(async () => {
  app = await buildTestApp({ env: { NOTIFICATION_MAIL_INTERVAL_SECONDS: '0' } });
  [author, anna, tom] = await Promise.all([
    loginFan(app, 'fan'),
    loginFan(app, 'TerraceTalk'),
    loginFan(app, 'TikiTakaTom'),
  ]);
  topic = await createTopic(app);
});

afterAll(() => app.close());

beforeEach(async () => {
  await app.db.delete(notifications);
  await app.db.delete(mailOutbox);
  await setSettings(app, author, { notify_by_likes_on_email: '1', notify_by_replies_on_email: '1' });
});

/** One run of the batch, as notifications/index.ts schedules it. */
function sendMails() {
  return sendNotificationMails(app, createNotificationsRepository(app.db));
}

async function outbox() {
  return app.db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

test('[NOT-04] one mail for several likes and a reply, grouped per comment; nothing twice', async () => {
  const first = await postComment(app, author, topic, 'The keeper was outstanding tonight.');
  const second = await postComment(app, author, topic, 'Three points, that is all that matters.');
  await like(app, anna, first);
  await like(app, tom, first);
  await like(app, anna, second);
  const reply = await postComment(app, tom, topic, 'He saved us twice.', first);

  const report = await sendMails();
  expect(report).toEqual({ mails: 1, claimed: 3 });
  const mails = await outbox();
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail).toMatchObject({
    tenantId: 'tribune',
    to: 'fan@tribune.test',
    subject: 'News about your comments on Tribune',
  });
  expect(mail?.text).toContain('Hello fan,');
  expect(mail?.text).toContain('TikiTakaTom and 1 other liked your comment');
  expect(mail?.text).toContain('"The keeper was outstanding tonight."');
  expect(mail?.text).toContain('TerraceTalk liked your comment');
  expect(mail?.text).toContain('TikiTakaTom replied to your comment');
  expect(mail?.text).toContain(`http://localhost:8080/forum/topic/${topic}?comment=${reply}#comments`);
  expect(mail?.text).toContain(`/forum/topic/${topic}?comment=${second}#comments`);
  expect(mail?.html).toContain('TikiTakaTom and 1 other liked your comment');

  // Nothing is due any more: the next run sends nothing.
  expect(await sendMails()).toEqual({ mails: 0, claimed: 0 });
  expect(await outbox()).toHaveLength(1);
});

test('[NOT-04] no mail for what was read before the batch, nor when the fan wants none', async () => {
  const commentId = await postComment(app, author, topic, 'Read it already.');
  await like(app, anna, commentId);
  const read = await apiRequest(app, {
    method: 'PATCH',
    url: '/api/v2/notifications/read-all',
    token: author.token,
  });
  expect(read.statusCode).toBe(200);
  expect(await sendMails()).toEqual({ mails: 0, claimed: 1 });

  await setSettings(app, author, { notify_by_likes_on_email: '0' });
  const other = await postComment(app, author, topic, 'No mail for this, thank you.');
  await like(app, anna, other);
  // Not due at all: marked at creation.
  expect(await app.db.select().from(notifications).where(isNull(notifications.emailedAt))).toEqual([]);
  expect(await sendMails()).toEqual({ mails: 0, claimed: 0 });
  expect(await outbox()).toEqual([]);
});

test('[NOT-04] a fan who turns mail off after the notification came gets none; a new like makes it due again', async () => {
  const commentId = await postComment(app, author, topic, 'Changed my mind.');
  await like(app, anna, commentId);
  await setSettings(app, author, { notify_by_likes_on_email: '0' });
  expect(await sendMails()).toEqual({ mails: 0, claimed: 1 });

  await setSettings(app, author, { notify_by_likes_on_email: '1' });
  await like(app, tom, commentId);
  expect(await sendMails()).toEqual({ mails: 1, claimed: 1 });
  expect((await outbox())[0]?.text).toContain('TikiTakaTom and 1 other liked your comment');
});

test('[NOT-04] two batches at once mail each notification once', async () => {
  const commentId = await postComment(app, author, topic, 'Racing batches.');
  await like(app, anna, commentId);
  const reports = await Promise.all([sendMails(), sendMails()]);
  expect(reports.reduce((sum, report) => sum + report.mails, 0)).toBe(1);
  expect(reports.reduce((sum, report) => sum + report.claimed, 0)).toBe(1);
  expect(await outbox()).toHaveLength(1);
});

test("[NOT-04] the mail is in the tenant's language", async () => {
  const nlTopic = await createTopic(app, 'tribune-nl');
  const [nlAuthor, nlFan] = await Promise.all([
    loginFan(app, 'fan', 'tribune-nl'),
    loginFan(app, 'OranjeLeeuw', 'tribune-nl'),
  ]);
  await setSettings(app, nlAuthor, { notify_by_replies_on_email: '1' });
  const commentId = await postComment(app, nlAuthor, nlTopic, 'Wie speelt er zaterdag?');
  await postComment(app, nlFan, nlTopic, 'De jonge spits!', commentId);
  expect(await sendMails()).toEqual({ mails: 1, claimed: 1 });
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, 'tribune-nl')));
  expect(mail?.subject).toMatch(/^Nieuws over je reacties op /);
  expect(mail?.text).toContain('OranjeLeeuw reageerde op je reactie');
  expect(mail?.text).toContain('"De jonge spits!"');
});

test('[NOT-04] the batch runs on its own every NOTIFICATION_MAIL_INTERVAL_SECONDS and stops with the app', async () => {
  const timed = await buildTestApp({ env: { NOTIFICATION_MAIL_INTERVAL_SECONDS: '1' } });
  try {
    const [timedAuthor, timedFan] = await Promise.all([loginFan(timed, 'fan'), loginFan(timed, 'TerraceTalk')]);
    await setSettings(timed, timedAuthor, { notify_by_likes_on_email: '1' });
    const commentId = await postComment(timed, timedAuthor, await createTopic(timed), 'Tick tock.');
    await like(timed, timedFan, commentId);
    const deadline = Date.now() + 5_000;
    let sent = 0;
    while (sent === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sent = (await timed.db.select().from(mailOutbox)).length;
    }
    expect(sent).toBe(1);
  } finally {
    await timed.close();
  }
});
