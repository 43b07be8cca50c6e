import { storageKeys, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';

/** The newsroom's tests' shared pieces (issue 33): a draft as the editor API sends it, a login, a body. */
type EditorArticle = ApiSchemas['EditorArticle'];

/** A manager's draft, every field of the API's EditorArticle given. */
export const newsroomDraft: EditorArticle = {
  id: 5,
  url: '/article/5/ajax-win-the-derby',
  slug: 'ajax-win-the-derby',
  title: 'Ajax win the derby',
  b_title: 'Ajax win the derby',
  ab_testing: false,
  excerpt: 'A late goal settles it.',
  content: '<p>A late goal settles it.</p>',
  image: '/assets/images/stadium-day.svg',
  primary_tag: 'eredivisie',
  tags: [],
  kind: 'news',
  is_sticky: false,
  hide_in_lists: false,
  web_push: 0,
  fixture_id: null,
  seo_title: '',
  seo_description: '',
  status: 'draft',
  published_at: null,
  updated_at: '2026-06-01T10:00:00.000Z',
  updated_by: { name: 'Eva' },
  version: 3,
  author: { id: 2, name: 'Eva' },
  rights: { edit: true, publish: true, unpublish: true },
};

/** A stored session of the user "writer" with this role (null: a fan), as the page restores it. */
export function signInAs(role: string | null) {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, username: 'writer', role }));
}

/** A JSON object the page sent, read without trusting it. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json();
  return typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body)) : {};
}
