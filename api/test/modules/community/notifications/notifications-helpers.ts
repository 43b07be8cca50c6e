import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type UserSettings } from '../../../../src/modules/accounts/schema';
import { forumTopics } from '../../../../src/modules/community/schema';
import { apiRequest, body, demoPassword } from '../../../helper';

/**
 * What the notification tests share: fans logged in through the API, a forum topic to comment on, and
 * the comment calls (issue 13) that make and remove notifications.
 */
export interface Fan {
  id: number;
  token: string;
  username: string;
  tenant: string;
}

export async function loginFan(app: FastifyInstance, username: string, tenant = 'tribune'): Promise<Fan> {
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    tenant,
    payload: { login: username, password: demoPassword },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const data = body(response)['data'] as { authorization: string; id: number };
  return { id: data.id, token: data.authorization, username, tenant };
}

export async function setSettings(app: FastifyInstance, fan: Fan, settings: Partial<UserSettings>): Promise<void> {
  const [row] = await app.db.select({ settings: users.settings }).from(users).where(eq(users.id, fan.id));
  if (row === undefined) throw new Error('no such user');
  await app.db
    .update(users)
    .set({ settings: { ...row.settings, ...settings } })
    .where(and(eq(users.id, fan.id), eq(users.tenantId, fan.tenant)));
}

export async function createTopic(app: FastifyInstance, tenant = 'tribune'): Promise<number> {
  const [topic] = await app.db
    .insert(forumTopics)
    .values({ tenantId: tenant, title: 'Who starts up front on Saturday?' })
    .returning({ id: forumTopics.id });
  if (topic === undefined) throw new Error('no topic');
  return topic.id;
}

export async function postComment(
  app: FastifyInstance,
  fan: Fan,
  topicId: number,
  content: string,
  replyTo: number | null = null,
): Promise<number> {
  const response = await apiRequest(app, {
    method: 'POST',
    url: replyTo === null ? '/api/v2/comments' : '/api/v2/comments/reply',
    tenant: fan.tenant,
    token: fan.token,
    payload: { reply_to: replyTo, resource_type: 'forum', resource_id: topicId, content },
  });
  if (response.statusCode !== 201) throw new Error(`comment failed: ${response.statusCode} ${response.body}`);
  return (body(response)['data'] as { id: number }).id;
}

export async function like(app: FastifyInstance, fan: Fan, commentId: number, method: 'POST' | 'DELETE' = 'POST') {
  const response = await apiRequest(app, {
    method,
    url: `/api/v2/comments/${commentId}/like`,
    tenant: fan.tenant,
    token: fan.token,
  });
  if (response.statusCode !== 200) throw new Error(`like failed: ${response.statusCode} ${response.body}`);
}

export async function deleteComment(app: FastifyInstance, fan: Fan, commentId: number): Promise<void> {
  const response = await apiRequest(app, {
    method: 'DELETE',
    url: `/api/v2/comments/${commentId}`,
    tenant: fan.tenant,
    token: fan.token,
  });
  if (response.statusCode !== 200) throw new Error(`delete failed: ${response.statusCode} ${response.body}`);
}

interface NotificationBody {
  id: number;
  type: string;
  text: string;
  actor: { username: string; avatar: string | null } | null;
  others_count: number;
  comment: { id: number; excerpt: string };
  url: string;
  created_at: string;
  updated_at: string;
  open_at: string | null;
  read_at: string | null;
}

interface NotificationList {
  notifications: NotificationBody[];
  unopen: number;
  unread: number;
  no_notifications_text: string;
}

export async function listNotifications(
  app: FastifyInstance,
  fan: Fan,
  page = 1,
): Promise<{ data: NotificationList; metaData: { current_page: number; last_page: number; per_page: number } }> {
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/notifications?page=${page}`,
    tenant: fan.tenant,
    token: fan.token,
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
