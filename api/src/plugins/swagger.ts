import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas (never written by hand), browsable at /docs. */
export const swaggerPlugin = fp(
  async function swagger(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Tribune API',
          description:
            'Multi-tenant football fan-community and news API. Every failure is `{data: null, metaData: {message, errors?}}`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /api/v2/login' },
            adminToken: { type: 'http', scheme: 'bearer', description: 'The ADMIN_TOKEN of the deployment' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      // Tags start collapsed: with every tag open, Swagger UI 5 stopped rendering the operation list
      // after the first three tags once the document passed ~140 operations (issue 15; no error shown).
      uiConfig: { docExpansion: 'none' },
      // The docs page is the one HTML page besides the site's: its own CSP (set on the /docs routes only,
      // over the strict API policy of plugins/security-headers.ts). Swagger UI has no inline script; it
      // injects a <style> element, its logo and icons are data: images, it fetches /docs/json from here.
      staticCSP: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    });
  },
  { name: 'swagger' },
);
