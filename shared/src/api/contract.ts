import type { components, paths } from './contract.gen';

/**
 * The API contract as TypeScript, generated from the API's OpenAPI document (scripts/api-contract.mjs,
 * checked in CI to be current). Types only: nothing of it reaches the browser.
 */
export type ApiSchemas = components['schemas'];
export type ApiPaths = paths;

/**
 * Compiles only when every answer the API can send (`Api`) is accepted by a remote's runtime schema
 * (`Accepted`, its `z.input`): a change to an API shape then breaks the remote's type check, not a
 * fan's page. Use as `export type …Follows = AcceptsApi<z.input<typeof schema>, ApiSchemas['X']>`.
 */
export type AcceptsApi<Accepted, Api extends Accepted> = Api;
