import type { z } from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api/api-client';

/**
 * The client's `request` without the contract's types, for tests of its mechanics (headers, errors,
 * the server render's data) on addresses the API does not have. Feature code never uses it: there the
 * address and the schema are checked against the contract.
 */
export function uncheckedRequest(client: ApiClient) {
  const request = client.request.bind(client) as unknown as <Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ) => Promise<z.infer<Schema>>;
  return request;
}
