/**
 * The spec's manager flag (ACC-12): a role that is set and is neither guest-author nor junior-editor
 * makes a manager; otherwise the flag equals isAdmin.
 */
export function isManager(role: string | null, isAdmin: boolean): boolean {
  if (role !== null && role !== '' && role !== 'guest-author' && role !== 'junior-editor') return true;
  return isAdmin;
}

/** Who may open the newsroom (issue 33, spec 000 §6): a guest author, a junior editor or a manager. */
export function mayUseNewsroom(role: string | null, isAdmin: boolean): boolean {
  return role === 'guest-author' || role === 'junior-editor' || isManager(role, isAdmin);
}

/** What one newsroom user may do with one article; `ownArticle`: the article's author is theirs. */
export interface NewsroomRights {
  /** Change its text and settings. */
  edit: boolean;
  /** Publish it, now or at a time. */
  publish: boolean;
  /** Take it back once it is out. */
  unpublish: boolean;
}

/**
 * The newsroom's rules (issue 33): a guest author writes and submits their own drafts and never
 * publishes; a junior editor publishes their own; a manager edits, publishes and unpublishes anything.
 * A guest author's article that is out (published or scheduled) is no longer theirs to change.
 */
export function newsroomRights(
  user: { role: string | null; isAdmin: boolean },
  article: { ownArticle: boolean; out: boolean },
): NewsroomRights {
  if (isManager(user.role, user.isAdmin)) return { edit: true, publish: true, unpublish: true };
  if (user.role === 'junior-editor') {
    return { edit: article.ownArticle, publish: article.ownArticle, unpublish: false };
  }
  if (user.role === 'guest-author') {
    return { edit: article.ownArticle && !article.out, publish: false, unpublish: false };
  }
  return { edit: false, publish: false, unpublish: false };
}
