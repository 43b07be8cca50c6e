import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { forumTopics } from '../src/modules/community/schema';
import { articles, authors, tags } from '../src/modules/content/schema';
import { apiRequest } from './helper';

/** The Comment of docs/contracts.md, as far as the tests read it. */
export interface Comment {
  id: number;
  resource_type: string;
  resource_id: number;
  content: string;
  status: 'visible' | 'hidden' | 'deleted';
  user_id: number | null;
  username: string;
  user_url: string | null;
  likes_count: number;
  user_likes: string[];
  is_liked_by_me: boolean;
  is_reported_by_me: boolean;
  can_like_it: boolean;
  can_report_it: boolean;
  can_edit: boolean;
  can_delete: boolean;
  date: string;
  date_and_time: string;
  created_at: string;
  edited_at: string | null;
  level: number;
  replay_to: number | null;
  replies: Comment[];
  meta: { key: string; value: { current_formation_id: number | null } }[];
  show_author_role: boolean;
  author_role: string | null;
  match_minute: string | null;
  reports_count: number;
}

interface CommentPage {
  data: Comment[];
  metaData: {
    comments_count: number;
    current_page: number;
    last_page: number;
    per_page: number;
    other: { labels: Record<string, string> };
  };
}

export interface ErrorBody {
  data: null;
  metaData: { message: string; errors?: Record<string, string[]> };
}

/** The newest published article of a tenant. */
export async function firstArticleId(app: FastifyInstance, tenant = 'tribune', index = 0): Promise<number> {
  const response = await apiRequest(app, { method: 'GET', url: '/api/v2/article/scopes/lat/get/1', tenant });
  const article = response.json<{ data: { id: number }[] }>().data[index];
  if (article === undefined) throw new Error('no article');
  return article.id;
}

export function postComment(
  app: FastifyInstance,
  options: {
    token?: string;
    tenant?: string;
    language?: 'en' | 'nl';
    body: Record<string, unknown>;
    reply?: boolean;
    headers?: Record<string, string>;
    remoteAddress?: string;
  },
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    remoteAddress: options.remoteAddress,
    method: 'POST',
    url: options.reply === true ? '/api/v2/comments/reply' : '/api/v2/comments',
    token: options.token,
    tenant: options.tenant,
    language: options.language,
    headers: options.headers,
    payload: options.body,
  });
}

let counter = 0;

/** Posts a comment that must succeed and returns it. */
export async function comment(
  app: FastifyInstance,
  token: string,
  resource: { type?: string; id: number },
  options: { content?: string; replyTo?: number; tenant?: string } = {},
): Promise<Comment> {
  counter += 1;
  const response = await postComment(app, {
    token,
    tenant: options.tenant,
    reply: options.replyTo !== undefined,
    body: {
      resource_type: resource.type ?? 'article',
      resource_id: resource.id,
      reply_to: options.replyTo ?? null,
      content: options.content ?? `Test comment ${counter} at ${Date.now()}`,
    },
  });
  if (response.statusCode !== 201) throw new Error(`comment: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Comment }>().data;
}

export async function listComments(
  app: FastifyInstance,
  resource: { type?: string; id: number },
  options: { token?: string; tenant?: string; page?: number } = {},
): Promise<CommentPage> {
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/comments/${resource.type ?? 'article'}/${resource.id}?page=${options.page ?? 1}`,
    token: options.token,
    tenant: options.tenant,
  });
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  return response.json<CommentPage>();
}

/** Every comment of a page, replies included, flattened. */
export function flatten(comments: readonly Comment[]): Comment[] {
  return comments.flatMap((c) => [c, ...flatten(c.replies)]);
}

/** A fresh forum topic of the tenant: a resource with no comments yet. */
export async function newTopic(app: FastifyInstance, tenant = 'tribune', closed = false): Promise<number> {
  const [row] = await app.db
    .insert(forumTopics)
    .values({ tenantId: tenant, title: `Topic ${Date.now()}`, closed })
    .returning({ id: forumTopics.id });
  if (row === undefined) throw new Error('no topic');
  return row.id;
}

let articlesMade = 0;

/**
 * A published article of its own (with its own author and tag), for a test that needs a resource no
 * other test writes on and that lists newest first (a forum topic lists oldest first).
 */
export async function newArticle(app: FastifyInstance, tenant = 'tribune'): Promise<number> {
  articlesMade += 1;
  const slug = `comments-test-${Date.now().toString(36)}-${articlesMade}`;
  const [author] = await app.db
    .insert(authors)
    .values({ tenantId: tenant, slug, name: 'Desk editor' })
    .returning({ id: authors.id });
  const [tag] = await app.db.insert(tags).values({ tenantId: tenant, slug, title: 'News' }).returning({ id: tags.id });
  if (!author || !tag) throw new Error('no author or tag');
  const [row] = await app.db
    .insert(articles)
    .values({
      tenantId: tenant,
      slug,
      title: `Article ${slug}`,
      bTitle: `Article ${slug} B`,
      excerpt: 'An article to comment on.',
      content: '<p>Something to talk about.</p>',
      image: '/assets/images/stadium.svg',
      authorId: author.id,
      primaryTagId: tag.id,
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: articles.id });
  if (row === undefined) throw new Error('no article');
  return row.id;
}
