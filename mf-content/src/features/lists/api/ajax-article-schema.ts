import type { ApiSchemas } from '@tribune/shared';

/**
 * An article as the ajax list endpoints send it (spec 001 §3 "Article (ajax endpoints)", the API's
 * AjaxArticle), typed by the API contract (decision 0058): the tag page, search, most-read and the
 * sidebar lists. `content` is the excerpt, already cut by the API to 175 characters and '…' (ART-07);
 * `published_at` is ISO, so the date is written in the page's language and time zone like every other
 * card's (and hydrates unchanged).
 */
export type AjaxArticle = ApiSchemas['AjaxArticle'];
