import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { templateNames, templateVersion, type TemplateName } from './template-files';

const fileName = z
  .string()
  .regex(new RegExp(`^(?:${templateNames.join('|')})\\.ejs$`))
  .transform((file) => file.slice(0, -'.ejs'.length) as TemplateName);

/**
 * GET /assets/cdn/{folder}/js/templates/{file}.ejs (spec 001 §12, PLT-04): the source of one of the
 * tenant's template files, at the address the spec fetches it from. Served as plain text, so a browser
 * never runs or renders it; pages get it already rendered (the bootstrap's `templates`). With `?v=` of
 * the current version it is cached for good (the version is the content's hash); otherwise briefly,
 * with the version as its ETag. Only the tenant of the request may be read: another tenant's folder is
 * a 404, as an unknown one is.
 */
export const getTemplateFileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/cdn/:folder/js/templates/:file',
    {
      schema: {
        tags: ['Pages'],
        summary: 'A tenant’s template file (source)',
        params: z.object({ folder: z.string().min(1).max(100), file: fileName }),
        querystring: z.object({ v: z.string().max(64).optional(), tenant_id: z.string().optional() }),
        response: { 200: z.string(), 304: z.null(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const template = tenant.folder === request.params.folder ? tenant.templates[request.params.file] : undefined;
      if (template === undefined) throw new HttpError(404, request.t('error.notFound'));

      const version = templateVersion(template.source);
      const etag = `"${version}"`;
      reply
        .type('text/plain; charset=utf-8')
        .header('etag', etag)
        .header('vary', 'X-Tenant-Id')
        .header(
          'cache-control',
          request.query.v === version
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=60, stale-while-revalidate=600',
        );
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return template.source;
    },
  );
};
