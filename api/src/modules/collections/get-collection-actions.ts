import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages';
import { errorResponse, HttpError } from '../../lib/http-error';
import { collectionCache } from './collection-cache';
import { collectionIdParams, formatUsDate, preloadedOptions, tenantQuery } from './collection-requests';
import type { CollectionsRepository } from './collections-repository';
import { collectionFieldTypes } from './schema';

export const optionSchema = z
  .object({ value: z.string(), count: z.number().int().describe('Items with this value') })
  .meta({ id: 'CollectionFilterOption' });

export const collectionSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    page_size: z.number().int(),
  })
  .meta({ id: 'CollectionSummary' });

const filterSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    type: z.enum(collectionFieldTypes),
    meta_type: z.string().nullable(),
    options: z.array(optionSchema).describe('Text filters: the first 5 options; others: empty'),
    has_more_options: z.boolean().describe('Whether the options call has more'),
    action_meta: z
      .object({
        min: z.union([z.number(), z.string()]).nullable().optional(),
        max: z.union([z.number(), z.string()]).nullable().optional(),
        step: z.number().optional(),
        format: z.string().optional(),
      })
      .describe('Sliders: min, max and step; dates: min and max as MM/DD/YYYY and format; text: empty'),
  })
  .meta({ id: 'CollectionFilter' });

/**
 * GET /api/v2/collection/{id}/actions?tenant_id (COL-01): what the filter sidebar offers. Text filters
 * come with their first 5 options (spec constant), number and decimal filters with their range and
 * step, date filters with theirs (MM/DD/YYYY); the sortable fields; the show-more label in the
 * tenant's language; and the collection itself (title, page size) for the page's heading.
 */
export const getCollectionActionsRoute: FastifyPluginAsyncZod<{ collections: CollectionsRepository }> = async (
  app,
  { collections },
) => {
  app.get(
    '/api/v2/collection/:id/actions',
    {
      config: collectionCache,
      schema: {
        tags: ['Content'],
        summary: 'A collection’s filters and sortable fields',
        params: collectionIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({
            data: z.object({
              collection: collectionSummarySchema,
              filters: z.array(filterSchema),
              sortables: z.array(z.object({ id: z.number().int(), label: z.string() })),
              show_more_label: z.string(),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const found = await collections.byId(tenant.id, request.params.id);
      if (found === null) throw new HttpError(404, request.t('collections.unknownCollection'));
      const { collection, fields } = found;
      const filterable = fields.filter((field) => field.filterable);
      const [options, ranges] = await Promise.all([
        collections.options(
          tenant.id,
          collection.id,
          filterable.filter((field) => field.type === 'text'),
          { offset: 0, limit: preloadedOptions },
        ),
        collections.ranges(
          tenant.id,
          collection.id,
          filterable.filter((field) => field.type !== 'text'),
        ),
      ]);
      return {
        data: {
          collection: {
            id: collection.id,
            slug: collection.slug,
            title: collection.title,
            description: collection.description,
            page_size: collection.pageSize,
          },
          filters: filterable.map((field) => {
            const fieldOptions = options.get(field.id);
            const range = ranges.get(field.id);
            const actionMeta =
              field.type === 'text'
                ? {}
                : field.type === 'datetime'
                  ? {
                      min: typeof range?.min === 'string' ? formatUsDate(range.min) : null,
                      max: typeof range?.max === 'string' ? formatUsDate(range.max) : null,
                      format: 'MM/DD/YYYY',
                    }
                  : {
                      min: typeof range?.min === 'number' ? range.min : null,
                      max: typeof range?.max === 'number' ? range.max : null,
                      step: field.type === 'decimal' ? 0.01 : 1,
                    };
            return {
              id: field.id,
              label: field.label,
              type: field.type,
              meta_type: field.metaType,
              options: fieldOptions?.options ?? [],
              has_more_options: (fieldOptions?.distinct ?? 0) > preloadedOptions,
              action_meta: actionMeta,
            };
          }),
          sortables: fields.filter((field) => field.sortable).map((field) => ({ id: field.id, label: field.label })),
          show_more_label: translate(tenant.language, 'collections.showMore'),
        },
      };
    },
  );
};
