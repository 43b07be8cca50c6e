import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { createFolderTemplates } from '../modules/tenants/templates/template-files';
import { createTenantsRepository, type Tenant, type TenantsRepository } from '../modules/tenants/tenants-repository';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantsRepository;
  }
  interface FastifyRequest {
    /**
     * The tenant of an API request: the `X-Tenant-Id` header, else the `tenant_id` query parameter,
     * else the Host. Rejects with a 404 (contract error shape) when the named tenant does not exist.
     */
    requireTenant(): Promise<Tenant>;
    /** The tenant of a page request, from the Host header only (port ignored); undefined when unknown. */
    tenantFromHost(): Promise<Tenant | undefined>;
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function namedTenantId(request: FastifyRequest): string | undefined {
  const header = firstHeader(request.headers['x-tenant-id']);
  if (header !== undefined) return header;
  // Read the raw URL: a route's query schema may strip tenant_id from request.query.
  const queryStart = request.url.indexOf('?');
  if (queryStart === -1) return undefined;
  const fromQuery = new URLSearchParams(request.url.slice(queryStart + 1)).get('tenant_id')?.trim();
  return fromQuery === undefined || fromQuery === '' ? undefined : fromQuery;
}

const resolved = new WeakMap<FastifyRequest, Promise<Tenant>>();

export const tenantPlugin = fp(
  async function tenant(app: FastifyInstance) {
    app.decorate(
      'tenants',
      createTenantsRepository(app.db, { folderTemplates: createFolderTemplates(app.config.assetsDir) }),
    );

    app.decorateRequest('requireTenant', function requireTenant(this: FastifyRequest): Promise<Tenant> {
      let pending = resolved.get(this);
      if (pending === undefined) {
        pending = resolveApiTenant(app.tenants, this);
        resolved.set(this, pending);
      }
      return pending;
    });

    app.decorateRequest('tenantFromHost', async function tenantFromHost(this: FastifyRequest) {
      const hostname = this.requestHost?.hostname;
      return hostname === undefined ? undefined : app.tenants.findByHost(hostname);
    });
  },
  { name: 'tenant', dependencies: ['i18n', 'request-host'] },
);

async function resolveApiTenant(tenants: TenantsRepository, request: FastifyRequest): Promise<Tenant> {
  const named = namedTenantId(request);
  const tenant = named === undefined ? await request.tenantFromHost() : await tenants.findById(named);
  if (tenant === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
  return tenant;
}
