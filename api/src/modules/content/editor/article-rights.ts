import { type NewsroomRights, newsroomRights } from '../../../lib/permissions';
import type { EditorArticleRecord } from './editor-article-view';

/** What `user` may do with the article (lib/permissions.ts has the rules): theirs when they are its author. */
export function rightsOver(
  user: { id: number; role: string | null; isAdmin: boolean },
  record: Pick<EditorArticleRecord, 'authorUserId' | 'status'>,
): NewsroomRights {
  return newsroomRights(user, { ownArticle: record.authorUserId === user.id, out: record.status === 'published' });
}
