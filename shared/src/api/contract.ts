import type { components, paths } from './contract.gen';

/**
 * The API contract as TypeScript, generated from the API's OpenAPI document (scripts/api-contract.mjs,
 * checked in CI to be current). Types only: nothing of it reaches the browser.
 */
export type ApiSchemas = components['schemas'];
export type ApiPaths = paths;

/** The methods a path of the API answers (the generator writes `method?: never` for the others). */
export type ApiMethod<Path extends keyof ApiPaths> = {
  [Method in keyof ApiPaths[Path]]-?: ApiPaths[Path][Method] extends { responses: object } ? Method : never;
}[keyof ApiPaths[Path]];

type ResponsesOf<Path extends keyof ApiPaths, Method extends ApiMethod<Path>> = ApiPaths[Path][Method] extends {
  responses: infer Responses;
}
  ? Responses
  : never;

/**
 * The JSON body the API sends for one path, method and status (200 unless given), e.g.
 * `ApiResponse<'/api/v2/predictions', 'get'>`. Path, method and status are checked against the contract,
 * so a typo or a route that stops answering is a type error rather than a check against `never`.
 */
export type ApiResponse<
  Path extends keyof ApiPaths,
  Method extends ApiMethod<Path>,
  Status extends keyof ResponsesOf<Path, Method> = 200 & keyof ResponsesOf<Path, Method>,
> = ResponsesOf<Path, Method>[Status] extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * Compiles only when every answer the API can send (`Api`) is accepted by a remote's runtime schema
 * (`Accepted`, its `z.input`): a change to an API shape then breaks the remote's type check, not a
 * fan's page. Check the whole answer of a call, envelope included:
 * `type _…FollowsTheApi = AcceptsApi<z.input<typeof responseSchema>, ApiResponse<'/api/…', 'get'>>`, not
 * exported (nothing imports it; tsc checks an unused type all the same, and the `_` tells ESLint so).
 * A schema shared by several calls can also be checked against its component, `ApiSchemas['X']`.
 *
 * It checks one direction only (the API's answer fits the schema). The other, a schema accepting less
 * than it could or marking optional what the API always sends, is kept in line by review against the
 * spec (docs/decisions/0009-one-api-contract.md).
 */
export type AcceptsApi<Accepted, Api extends Accepted> = Api;
