import type { ApiSchemas } from '@tribune/shared';

/**
 * An article in a list, as the v2 API sends it (spec 001 §3 "Article (v2 API)", the API's
 * ArticleSummary), typed by the API contract (decision 0058). The A/B titles (AB-01) come with every
 * article: one without a running test simply shows its title.
 */
export type ArticleSummary = ApiSchemas['ArticleSummary'];

/** One article with its body HTML, as GET /api/v2/article/{id} sends it (the API's Article). */
export type Article = ApiSchemas['Article'];
