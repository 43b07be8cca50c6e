import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { collectionCache } from './collection-cache';
import { collectionItemsHtml } from './collection-items-html';
import { collectionIdParams, itemsQuery, parseItemQuery } from './collection-requests';
import { type CollectionsRepository, exactCountUpTo } from './collections-repository';

const itemsPageSchema = z
  .object({
    html: z.string().describe('The page’s items as <li class="collection-item"> cards, server-rendered and escaped'),
    count_with_filters: z
      .number()
      .int()
      .describe('Items that pass the filters, exact; with count_capped, at least this many (counting stopped here)'),
    count_capped: z
      .boolean()
      .describe(
        `Only for a collection too large for the in-memory index (decision 0060), filtered in SQL: true when more than ${exactCountUpTo} ` +
          'items (or the items up to this page) pass: count_with_filters is then where counting stopped, and the page shows it as "more than 1,000"',
      ),
    total_count: z.number().int().describe('Items in the collection'),
    offset: z.number().int().describe('The page sent, from 0'),
    page_size: z.number().int(),
    shown: z.number().int().describe('Items on this page and the pages before it'),
    has_more: z.boolean(),
  })
  .meta({ id: 'CollectionItemsPage' });

/**
 * GET /ajax/collection/{id}/items?offset&filter[]&sliders[]&dates[]&sort (COL-01): a page of the
 * collection's items that pass the filters (`offset` is the page, from 0), as server-rendered cards,
 * with the number that pass (exact, from the in-memory index of decision 0060; for a collection too
 * large for it, counted up to 1,000, or to the page's end, then "that many or more": `count_capped`;
 * SCL-04) and the collection's size. Several `filter[]` values of one field OR
 * together, different fields (and sliders, dates) AND. Every entry is checked against the fields: a
 * malformed or unknown one is a 422 under its parameter (filter, sliders, dates, sort, offset).
 */
export const listCollectionItemsRoute: FastifyPluginAsyncZod<{ collections: CollectionsRepository }> = async (
  app,
  { collections },
) => {
  app.get(
    '/ajax/collection/:id/items',
    {
      config: collectionCache,
      schema: {
        tags: ['Content'],
        summary: 'A page of a collection’s items, filtered and sorted',
        params: collectionIdParams,
        querystring: itemsQuery,
        response: {
          200: z.object({ data: itemsPageSchema }),
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const found = await collections.byId(tenant.id, request.params.id);
      if (found === null) throw new HttpError(404, t('collections.unknownCollection'));
      const { collection, fields } = found;
      const query = parseItemQuery(request.query, fields, t);
      const page = await collections.items(tenant.id, collection, fields, query);
      const shown = Math.min(page.countWithFilters, query.page * collection.pageSize + page.items.length);
      return {
        data: {
          html: collectionItemsHtml(page.items, fields, tenant.language),
          count_with_filters: page.countWithFilters,
          count_capped: page.countCapped,
          total_count: collection.itemCount,
          offset: query.page,
          page_size: collection.pageSize,
          shown,
          // A capped count stopped at or after this page's end with more to come.
          has_more: page.countCapped || (query.page + 1) * collection.pageSize < page.countWithFilters,
        },
      };
    },
  );
};
