import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { fieldError } from '../../lib/field-errors';
import { collectionCache } from './collection-cache';
import { collectionFieldParams, maxOptions, preloadedOptions, tenantQuery } from './collection-requests';
import type { CollectionsRepository } from './collections-repository';
import { optionSchema } from './get-collection-actions';

/**
 * GET /api/v2/collection/{id}/field/{fieldId}/options?tenant_id (COL-01): a text filter's options
 * after the first 5 (those come with the actions), most common first, then alphabetical. An unknown
 * collection or field is a 404; a field that is not a filterable text field a 422 under `fieldId`.
 */
export const listCollectionFieldOptionsRoute: FastifyPluginAsyncZod<{ collections: CollectionsRepository }> = async (
  app,
  { collections },
) => {
  app.get(
    '/api/v2/collection/:id/field/:fieldId/options',
    {
      config: collectionCache,
      schema: {
        tags: ['Content'],
        summary: 'The options of a collection’s text filter after the first 5',
        params: collectionFieldParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.object({ options: z.array(optionSchema) }) }),
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
      const field = found.fields.find((candidate) => candidate.id === request.params.fieldId);
      if (field === undefined)
        throw new HttpError(404, t('collections.unknownField', { field: request.params.fieldId }));
      if (field.type !== 'text' || !field.filterable) throw fieldError('fieldId', t('collections.noOptions'));
      const options = await collections.options(tenant.id, found.collection.id, [field], {
        offset: preloadedOptions,
        limit: maxOptions,
      });
      return { data: { options: options.get(field.id)?.options ?? [] } };
    },
  );
};
