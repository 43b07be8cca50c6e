import type { FastifyInstance } from 'fastify';

/** Request headers a server render passes on to the API: who the page is for, never who asked. */
const forwardedHeaders = ['accept', 'accept-language', 'x-tenant-id'];

/**
 * The `fetch` a server render uses: requests go to this API in process (`app.inject`), with no socket
 * and no second trip through the network. The render is a guest's (no Authorization is ever added),
 * and the Host is the page's, so the API resolves the same tenant.
 */
export function createInProcessFetch(app: FastifyInstance, host: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://in-process',
    );
    const given = new Headers(init?.headers);
    const headers: Record<string, string> = { host };
    for (const name of forwardedHeaders) {
      const value = given.get(name);
      if (value !== null) headers[name] = value;
    }
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD')
      throw new Error(`A server render only reads; it tried ${method} ${url.pathname}`);
    const response = await app.inject({ method, url: `${url.pathname}${url.search}`, headers });
    return new Response(response.body === '' ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
