import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import type { Tenant } from '../modules/tenants/tenants-repository';

/** A Host header taken apart once: a lower-case host name (IPv6 without brackets) and the port, if any. */
interface RequestHost {
  hostname: string;
  port?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The Host the client asked for (X-Forwarded-Host only with TRUST_PROXY), parsed strictly once in
     * onRequest; undefined when the request carried none. Everything that needs the host reads this,
     * never the raw header, so no two places can disagree about what `localhost:1@evil.example` means.
     */
    requestHost: RequestHost | undefined;
  }
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const hostWithPort = new RegExp(`^(${label}(?:\\.${label})*|\\[[0-9a-f:.]+\\])(?::([0-9]{1,5}))?$`);

/**
 * Parses `hostname[:port]` as RFC 7230 allows it and nothing more: DNS labels or an IPv4 address, or an
 * IPv6 address in brackets, and a port from 1 to 65535. User info (`a@b`), paths, spaces, a trailing
 * dot or an empty port are refused (undefined), so the value can be written into URLs as it is.
 */
export function parseHostHeader(value: string): RequestHost | undefined {
  const lower = value.trim().toLowerCase();
  if (lower.length === 0 || lower.length > 261) return undefined;
  const match = hostWithPort.exec(lower);
  if (match === null) return undefined;
  const [, host = '', portText] = match;
  let hostname = host;
  if (host.startsWith('[')) {
    hostname = host.slice(1, -1);
    if (!isIPv6(hostname)) return undefined;
  } else if (host.length > 253) {
    return undefined;
  }
  if (portText === undefined) return { hostname };
  const port = Number(portText);
  if (port < 1 || port > 65535) return undefined;
  return { hostname, port };
}

/**
 * Parses the Host of every request before anything else reads it: a Host that is present but not a
 * valid `hostname[:port]` is a 400 in the one error shape; a missing one leaves `requestHost`
 * undefined (no tenant is found by host then, but /healthz still answers a bare probe).
 */
export const requestHostPlugin = fp(
  async function requestHost(app: FastifyInstance) {
    app.decorateRequest('requestHost', undefined);
    app.addHook('onRequest', async (request) => {
      // request.host is Fastify's: the Host header, or X-Forwarded-Host when TRUST_PROXY is set.
      const raw: unknown = request.host;
      if (typeof raw !== 'string' || raw === '') return;
      const parsed = parseHostHeader(raw);
      if (parsed === undefined) throw new HttpError(400, request.t('error.invalidHost'));
      request.requestHost = parsed;
    });
  },
  { name: 'request-host', dependencies: ['i18n'] },
);

/** The tenant's own host name for this request: the one asked for when it is the tenant's, else its first. */
export function tenantHostname(request: FastifyRequest, tenant: Tenant): string | undefined {
  const asked = request.requestHost?.hostname;
  return asked !== undefined && tenant.hosts.includes(asked) ? asked : tenant.hosts[0];
}

/**
 * The origin links in e-mails, OAuth redirects and page metadata point to: PUBLIC_URL when set, else
 * the host the request came to, but only when that host belongs to the tenant. The tenant can also be
 * named by a header, so without this check anyone could ask for a reset mail for a victim with
 * `Host: evil.example` and receive the victim's token when they click (password-reset poisoning). A
 * foreign host is replaced by the tenant's first host, keeping only the (validated) port.
 */
export function tenantOrigin(app: FastifyInstance, request: FastifyRequest, tenant: Tenant): string {
  if (app.config.publicUrl !== undefined) return app.config.publicUrl;
  const tls = request.protocol === 'https';
  const hostname = tenantHostname(request, tenant) ?? 'localhost';
  const port = request.requestHost?.port;
  const hostPart = hostname.includes(':') ? `[${hostname}]` : hostname;
  const defaultPort = tls ? 443 : 80;
  return `${tls ? 'https' : 'http'}://${hostPart}${port === undefined || port === defaultPort ? '' : `:${port}`}`;
}
