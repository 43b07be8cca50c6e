import { z } from 'zod';
import { maxPageSize, tenantIdQuery } from './list-requests';
import { type ArticleKind, articleKinds, type ListsRepository, newsKinds, pageWindow } from './lists-repository';
import type { ListArticleRecord } from './ajax-article';

/**
 * ART-05: the scoped lists of `/api/v2/article/scopes/{scope}/get/{page}`: which kinds each lists and
 * in which order. `lat` is the home list (news and photo reports); `net-binnen` ("just in") everything.
 */
const articleScopes = {
  lat: { kinds: newsKinds, order: 'newest' },
  bio: { kinds: ['bio'], order: 'newest' },
  'net-binnen': { kinds: articleKinds, order: 'newest' },
  popular: { kinds: newsKinds, order: 'visits' },
  'photo-reports': { kinds: ['photo_report'], order: 'newest' },
} as const satisfies Record<string, { kinds: readonly ArticleKind[]; order: 'newest' | 'visits' }>;

type ArticleScope = keyof typeof articleScopes;

export function isArticleScope(name: string): name is ArticleScope {
  return Object.hasOwn(articleScopes, name);
}

const kindList = new RegExp(`^\\s*(${articleKinds.join('|')})\\s*(,\\s*(${articleKinds.join('|')})\\s*)*$`);

/** The query of every scoped list (ART-05, ART-06). */
export const scopeQuery = z.object({
  tenant_id: tenantIdQuery,
  page_size: z.coerce.number().int().min(1).max(maxPageSize).default(10),
  first_page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxPageSize)
    .optional()
    .describe('The first page only (default page_size)'),
  is_sticky: z.enum(['0', '1']).optional().describe('1: sticky articles first'),
  exclude_types: z
    .string()
    .max(100)
    .regex(kindList, { error: 'lists.invalidKinds' })
    .transform((value) => value.split(',').map((kind) => kind.trim()))
    .optional()
    .describe('Kinds to leave out, comma separated: news, photo_report, bio'),
});

type ScopeQuery = z.infer<typeof scopeQuery>;

/** A page of a scoped list; pages count from 1, page 1 holds `first_page_size`, later ones `page_size`. */
export function listScope(
  lists: ListsRepository,
  tenantId: string,
  scope: ArticleScope,
  page: number,
  query: ScopeQuery,
): Promise<ListArticleRecord[]> {
  const { page_size: pageSize, first_page_size: firstPageSize = pageSize } = query;
  const excluded = new Set(query.exclude_types ?? []);
  const definition = articleScopes[scope];
  const options = {
    ...pageWindow(page, { pageSize, firstPageSize }, 1),
    kinds: definition.kinds.filter((kind) => !excluded.has(kind)),
    stickyFirst: query.is_sticky === '1',
  };
  return definition.order === 'visits' ? lists.mostVisited(tenantId, options) : lists.latest(tenantId, options);
}
