import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** CSP directives by name (`'default-src': ["'self'"]`); an empty list is a directive without a value. */
export type CspDirectives = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Replaces this answer's Content-Security-Policy (the strict API policy by default) with `directives`.
     * HTML pages call it once they know what they load: the page route, per tenant and request.
     */
    setContentSecurityPolicy(directives: CspDirectives): FastifyReply;
  }
}

/**
 * Everything that is not an HTML page (JSON, files, errors, the 404): nothing may load from it and
 * nothing may frame it, so an answer opened directly in a tab is inert.
 */
const apiCspDirectives: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * Paths whose files other origins may embed (Cross-Origin-Resource-Policy: cross-origin): a remote's
 * files when a shell on another origin loads them (webpack loads chunks without CORS), the demo
 * images, tenant logos and crests, and avatars, which pages load from `api.main`, maybe another origin,
 * and the share images (CLB-05), which the sites a link is shared to show from ours.
 */
const embeddablePrefixes = ['/remotes/', '/assets/', '/media/', '/share-image/'];

const referrerPolicy = 'strict-origin-when-cross-origin';

/**
 * The headers of an error answered where helmet cannot run (no hooks, or no request at all): Fastify's
 * reply to a URL it cannot decode, and the answer to what Node's HTTP parser refuses. The same values
 * helmet gives every other JSON answer.
 */
export const hooklessErrorHeaders: Record<string, string> = {
  'content-security-policy': Object.entries(apiCspDirectives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': referrerPolicy,
};

const hsts = {
  maxAge: 365 * 24 * 60 * 60,
  // One deployment serves many tenants' hosts; it cannot speak for subdomains it does not serve.
  includeSubDomains: false,
};

/**
 * The options every answer gets. CSP is the strict API policy; pages replace it per request.
 * `Referrer-Policy: strict-origin-when-cross-origin`: another origin learns at most ours, never a path
 * (reset and verification links carry tokens in theirs). HSTS is added per request, over https only.
 */
const baseOptions = {
  global: false,
  contentSecurityPolicy: { useDefaults: false, directives: apiCspDirectives },
  referrerPolicy: { policy: referrerPolicy },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
} satisfies FastifyHelmetOptions;

function requestOptions(request: FastifyRequest): FastifyHelmetOptions {
  const pathname = request.url.split('?')[0] ?? '/';
  return {
    // request.protocol follows X-Forwarded-Proto only with TRUST_PROXY: a client cannot switch HSTS on.
    strictTransportSecurity: request.protocol === 'https' ? hsts : false,
    crossOriginResourcePolicy: {
      policy: embeddablePrefixes.some((prefix) => pathname.startsWith(prefix)) ? 'cross-origin' : 'same-origin',
    },
  };
}

/**
 * Security headers on every answer through @fastify/helmet (DESIGN.md "Security"): a Content-Security-
 * Policy, `X-Content-Type-Options: nosniff`, a Referrer-Policy, `X-Frame-Options: DENY` with
 * `frame-ancestors 'none'`, HSTS over https, and helmet's other defaults (COOP, CORP, …).
 *
 * Applied in an onRequest hook registered before any other plugin's, so 404s, errors, rate-limited
 * answers and static files carry them too. Fastify's replies to requests it cannot route at all
 * (malformed URLs, app.ts `frameworkErrors`) run no hooks and set `hooklessErrorHeaders` themselves.
 */
export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(fastifyHelmet, baseOptions);

    app.addHook('onRequest', async (request, reply) => {
      reply.helmet(requestOptions(request));
    });

    app.decorateReply(
      'setContentSecurityPolicy',
      function setContentSecurityPolicy(this: FastifyReply, directives: CspDirectives) {
        fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives })(this.request.raw, this.raw, (error) => {
          if (error) throw error;
        });
        return this;
      },
    );
  },
  { name: 'security-headers' },
);
