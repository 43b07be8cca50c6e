import { type NewsroomRights, newsroomRights } from '../../../lib/permissions';
import type { EditorArticleRecord } from './editor-article-view';

/** What `user` may do with the article (lib/permissions.ts has the rules): theirs when they are its author. */
export function rightsOver(
  user: { id: number; role: string | null; isAdmin: boolean },
  record: Pick<EditorArticleRecord, 'authorUserId' | 'status'>,
): NewsroomRights {
  return newsroomRights(user, { ownArticle: record.authorUserId === user.id, out: record.status === 'published' });
}

/**
 * The article as the newsroom user may see it: a guest author finds only their own (as in the list);
 * undefined for anything else, which the routes answer with 404.
 */
export function visibleTo<Article extends Pick<EditorArticleRecord, 'authorUserId'>>(
  user: { id: number; role: string | null },
  record: Article | undefined,
): Article | undefined {
  if (record === undefined) return undefined;
  return user.role === 'guest-author' && record.authorUserId !== user.id ? undefined : record;
}
