import { z } from 'zod';

/** A comment in a sidebar list (spec 001 §3 "Sidebar comment"; CMT-15). */
export const sidebarCommentSchema = z
  .object({
    id: z.number().int(),
    user_avatar: z.string().nullable(),
    user: z.string().describe("The author's username; a 'deleted user' text when the account was deleted"),
    user_url: z.string().nullable().describe('/user/{username}; null when the account was deleted'),
    date: z.string().describe('ISO 8601'),
    resource: z.object({
      type: z.literal('article'),
      id: z.number().int(),
      title: z.string().describe('Headline A, the default title'),
      b_title: z.string(),
      abtesting: z.boolean().describe("Whether the article's headline A/B test runs (AB-01): group B shows b_title"),
      url: z.string(),
    }),
    content: z.string().describe('Plain text as written; render links and line breaks safely (CMT-10)'),
    url: z.string().describe('The comment on its article page: {article url}?comment={id}#comments'),
    claps_count: z.number().int().describe('Likes of the comment'),
  })
  .meta({ id: 'SidebarComment' });

type SidebarCommentView = z.infer<typeof sidebarCommentSchema>;

export interface SidebarCommentRecord {
  id: number;
  content: string;
  likesCount: number;
  createdAt: Date;
  /** Null when the author deleted their account. */
  username: string | null;
  userImage: string | null;
  articleId: number;
  articleSlug: string;
  articleTitle: string;
  articleBTitle: string;
  articleAbTesting: boolean;
}

/** `deletedUser` is the name shown, in the reader's language, for an author whose account is gone. */
export function toSidebarComment(record: SidebarCommentRecord, deletedUser: string): SidebarCommentView {
  const articleUrl = `/article/${record.articleId}/${record.articleSlug}`;
  return {
    id: record.id,
    user_avatar: record.username === null ? null : record.userImage,
    user: record.username ?? deletedUser,
    user_url: record.username === null ? null : `/user/${encodeURIComponent(record.username)}`,
    date: record.createdAt.toISOString(),
    resource: {
      type: 'article',
      id: record.articleId,
      title: record.articleTitle,
      b_title: record.articleBTitle,
      abtesting: record.articleAbTesting,
      url: articleUrl,
    },
    content: record.content,
    url: `${articleUrl}?comment=${record.id}#comments`,
    claps_count: record.likesCount,
  };
}
