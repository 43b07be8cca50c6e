import type { FastifyInstance } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import {
  articles,
  commentLikes,
  comments,
  contactMessages,
  predictionGames,
  predictions,
  socialIdentities,
  users,
} from '../../../../src/db/schema';
import { data, multipart, onePixelPng, registerUser } from '../../../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  // The demo content gives articles and prediction games to hang comments, likes and predictions on.
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

const url = '/api/v2/user/profile';

function deleteAccount(token: string | undefined, email: string | undefined, language: 'en' | 'nl' = 'en') {
  // As the front end sends it: JSON with the method override (the route takes no multipart, SEC-06).
  const payload = email === undefined ? { _method: 'DELETE' } : { _method: 'DELETE', email };
  return apiRequest(app, { method: 'POST', url, token, language, payload });
}

async function userId(username: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (row === undefined) throw new Error(`no user ${username}`);
  return row.id;
}

describe('account deletion (POST|DELETE /api/v2/user/profile)', () => {
  test('[ACC-15] the e-mail address must be the account’s; otherwise nothing happens (422)', async () => {
    const token = await loginToken(app, { login: 'TerraceTalk' });
    const wrong = await deleteAccount(token, 'someone@tribune.test');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      data: null,
      metaData: {
        message: 'This is not the e-mail address of your account.',
        errors: { email: ['This is not the e-mail address of your account.'] },
      },
    });
    const empty = await deleteAccount(token, '', 'nl');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      data: null,
      metaData: {
        message: 'Het veld e-mailadres is verplicht.',
        errors: { email: ['Het veld e-mailadres is verplicht.'] },
      },
    });
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(me.statusCode).toBe(200);
  });

  test('[ACC-15] without a token it is a 401', async () => {
    const response = await deleteAccount(undefined, 'fan@tribune.test');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  });

  test('[ACC-15] deletion removes the account and what is personal, keeps comments without an author', async () => {
    const { id: leaverId, token } = await registerUser(app, { username: 'Leaver', email: 'leaver@example.com' });
    const otherSession = await loginToken(app, { login: 'Leaver', password: 'correct-horse' });
    const fanId = await userId('TerraceTalk');
    const upload = multipart({
      _method: 'PATCH',
      image: { filename: 'me.png', contentType: 'image/png', data: onePixelPng },
    });
    const avatarPath = String(
      data(
        await apiRequest(app, {
          method: 'POST',
          url: '/api/v1/front/user/update',
          token,
          headers: upload.headers,
          payload: upload.payload,
        }),
      )['profile_image'],
    );

    const [article] = await app.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.tenantId, 'tribune'), lte(articles.publishedAt, new Date())))
      .limit(1);
    const [game] = await app.db
      .select({ id: predictionGames.id })
      .from(predictionGames)
      .where(eq(predictionGames.tenantId, 'tribune'))
      .limit(1);
    if (article === undefined || game === undefined) throw new Error('demo content missing');
    const soon = new Date(Date.now() + 60_000);
    const [leaverComment] = await app.db
      .insert(comments)
      .values({
        tenantId: 'tribune',
        resourceType: 'article',
        resourceId: article.id,
        userId: leaverId,
        content: 'Leaving soon',
        createdAt: soon,
      })
      .returning({ id: comments.id });
    const [reply] = await app.db
      .insert(comments)
      .values({
        tenantId: 'tribune',
        resourceType: 'article',
        resourceId: article.id,
        userId: fanId,
        parentId: leaverComment?.id,
        content: 'Stay!',
        createdAt: soon,
      })
      .returning({ id: comments.id });
    // Leaver likes the fan's reply (the stored count follows the like rows).
    await app.db.insert(commentLikes).values({ tenantId: 'tribune', commentId: reply?.id ?? 0, userId: leaverId });
    await app.db
      .update(comments)
      .set({ likesCount: 1 })
      .where(eq(comments.id, reply?.id ?? 0));
    await app.db
      .insert(predictions)
      .values({ tenantId: 'tribune', predictionGameId: game.id, userId: leaverId, bet: 'draw', odds: 3.1 });
    await app.db
      .insert(socialIdentities)
      .values({ tenantId: 'tribune', userId: leaverId, provider: 'club-id', subject: 'leaver-1' });
    const [contact] = await app.db
      .insert(contactMessages)
      .values({ tenantId: 'tribune', userId: leaverId, name: 'Leaver', email: 'leaver@example.com', message: 'Bye' })
      .returning({ id: contactMessages.id });

    const response = await deleteAccount(token, '  LEAVER@example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Your account has been deleted.' } });

    // Every session is gone, and so is the login.
    for (const session of [token, otherSession]) {
      const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: session });
      expect(me.statusCode).toBe(401);
    }
    const login = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'Leaver', password: 'correct-horse' },
    });
    expect(login.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: avatarPath, headers: { host: 'localhost:8080' } })).statusCode).toBe(
      404,
    );

    // Personal data removed.
    expect(await app.db.select().from(predictions).where(eq(predictions.userId, leaverId))).toEqual([]);
    expect(await app.db.select().from(commentLikes).where(eq(commentLikes.userId, leaverId))).toEqual([]);
    expect(await app.db.select().from(socialIdentities).where(eq(socialIdentities.userId, leaverId))).toEqual([]);

    // The comment stays without an author; the fan's reply keeps its thread; the like count follows.
    const [kept] = await app.db
      .select()
      .from(comments)
      .where(eq(comments.id, leaverComment?.id ?? 0));
    expect(kept).toMatchObject({ content: 'Leaving soon', userId: null });
    const [keptReply] = await app.db
      .select()
      .from(comments)
      .where(eq(comments.id, reply?.id ?? 0));
    expect(keptReply).toMatchObject({ content: 'Stay!', userId: fanId, parentId: leaverComment?.id, likesCount: 0 });
    const [keptContact] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, contact?.id ?? 0));
    expect(keptContact).toMatchObject({ message: 'Bye', userId: null });

    const latest = await apiRequest(app, { method: 'GET', url: '/api/v2/comments/latest?limit=50' });
    const list: {
      id: number;
      user: string;
      user_url: string | null;
      user_avatar: string | null;
      claps_count: number;
    }[] = latest.json<{ data: never[] }>().data;
    expect(list.find((comment) => comment.id === leaverComment?.id)).toMatchObject({
      user: 'Deleted user',
      user_url: null,
      user_avatar: null,
    });
    expect(list.find((comment) => comment.id === reply?.id)).toMatchObject({ user: 'TerraceTalk', claps_count: 0 });

    // The username and address are free again: a new registration is a new account.
    const again = await registerUser(app, { username: 'leaver', email: 'Leaver@Example.com' });
    expect(again.id).not.toBe(leaverId);
  });

  test('[ACC-15] the DELETE verb with JSON works too, in Dutch', async () => {
    const { token } = await registerUser(app, {
      username: 'Vertrekker',
      email: 'vertrekker@example.nl',
      tenant: 'tribune-nl',
    });
    const response = await apiRequest(app, {
      method: 'DELETE',
      url,
      token,
      tenant: 'tribune-nl',
      language: 'nl',
      payload: { email: 'vertrekker@example.nl' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Je account is verwijderd.' } });
  });
});
