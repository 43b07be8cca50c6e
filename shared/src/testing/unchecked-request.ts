import type { ApiClient, RequestOptions } from '../api/api-client';

/**
 * The client's `request` without the contract's types, for tests of its mechanics (headers, errors,
 * the server render's data) on addresses the API does not have. Feature code never uses it: there the
 * address and its answer are the contract's.
 */
export function uncheckedRequest(client: ApiClient) {
  const request = client.request.bind(client) as unknown as (
    path: string,
    options?: RequestOptions,
  ) => Promise<unknown>;
  return request;
}
