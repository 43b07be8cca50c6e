import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { tenantHostname, tenantOrigin } from '../../plugins/request-host';
import { remoteNames, remoteNameSchema } from '../tenants/remotes';
import { renderTenantTemplates } from '../tenants/templates/template-files';
import type { Tenant } from '../tenants/tenants-repository';

/** The page bootstrap of docs/contracts.md, inlined into every page and served at /api/front/v1/bootstrap. */
export const bootstrapSchema = z
  .object({
    tenant: z.object({
      id: z.string(),
      folder: z.string(),
      language: z.enum(['en', 'nl']),
      name: z.string(),
      theme: z.object({ logoUrl: z.string(), primaryColor: z.string(), accentColor: z.string() }),
    }),
    /** The tenant's public origin (scheme, host, port): canonical URLs and sharing tags start with it. */
    origin: z.string(),
    remotes: z.array(z.object({ name: remoteNameSchema, version: z.string(), entry: z.string() })),
    api: z.object({ main: z.string(), karma: z.string(), soccer: z.string() }),
    realtime: z.object({
      key: z.string(),
      host: z.string(),
      port: z.number().int(),
      tls: z.boolean(),
      authEndpoint: z.string(),
    }),
    environment: z.enum(['development', 'production']),
    /**
     * PLT-04: the tenant's template files that exist, rendered and sanitised HTML (tenants/templates/):
     * `footer` above the footer's copyright line, `commentRules` above the comment form.
     */
    templates: z.object({ footer: z.string().optional(), commentRules: z.string().optional() }),
  })
  .meta({ id: 'Bootstrap' });

export type Bootstrap = z.infer<typeof bootstrapSchema>;

/**
 * Where the browser reaches the real-time server when REALTIME_HOST is unset: the page's own host and
 * port. The host name is the tenant's own (the request's when it is one of the tenant's hosts, else the
 * tenant's first), never the raw Host header, which a client can fill with anything.
 */
function browserOrigin(request: FastifyRequest, tenant: Tenant): { hostname: string; port: number; tls: boolean } {
  const tls = request.protocol === 'https';
  return {
    hostname: tenantHostname(request, tenant) ?? 'localhost',
    port: request.requestHost?.port ?? (tls ? 443 : 80),
    tls,
  };
}

export function buildBootstrap(tenant: Tenant, request: FastifyRequest, config: AppConfig): Bootstrap {
  const origin = tenantOrigin(request.server, request, tenant);
  const browser = browserOrigin(request, tenant);
  const tls = config.realtime.tls ?? browser.tls;
  const enabled = tenant.remotes.filter((remote) => remote.enabled);
  // Contract order (account first): the shell may rely on a stable order across requests.
  enabled.sort((a, b) => remoteNames.indexOf(a.name) - remoteNames.indexOf(b.name));
  return {
    tenant: {
      id: tenant.id,
      folder: tenant.folder,
      language: tenant.language,
      name: tenant.name,
      theme: tenant.theme,
    },
    origin,
    remotes: enabled.map(({ name, version, entry }) => ({ name, version, entry })),
    api: config.apiUrls,
    realtime: {
      key: tenant.realtime.key,
      host: config.realtime.host ?? browser.hostname,
      port: config.realtime.port ?? (config.realtime.host === undefined ? browser.port : tls ? 443 : 80),
      tls,
      authEndpoint: config.realtime.authEndpoint,
    },
    environment: config.env === 'production' ? 'production' : 'development',
    templates: renderTenantTemplates(tenant.templates, {
      name: tenant.name,
      origin,
      language: tenant.language,
      year: new Date().getUTCFullYear(),
    }),
  };
}
