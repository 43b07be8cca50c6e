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
 * (`Accepted`, its `z.input`). `ApiClient.request` applies it to every call by itself (its address and
 * method pick the contract's answer, issue 32). Written out, it is for what a request does not cover:
 * a schema checked against a component (`ApiSchemas['Fixture']`), or an answer read another way:
 * `type _…FollowsTheApi = AcceptsApi<z.input<typeof schema>, ApiResponse<'/api/…', 'get'>>`, not
 * exported (tsc checks an unused type all the same, and the `_` tells ESLint so).
 *
 * It checks one direction only (the API's answer fits the schema). The other, a schema accepting less
 * than it could or marking optional what the API always sends, is kept in line by review against the
 * spec (docs/decisions/0009-one-api-contract.md).
 */
export type AcceptsApi<Accepted, Api extends Accepted> = Api;

/** A path of the contract as a pattern: `/api/v2/article/{id}` → `/api/v2/article/${string}`. */
type PathPattern<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${PathPattern<Tail>}`
  : Path;

/** Every path the API answers, as the patterns a request's address can take. */
export type ApiPathPattern = PathPattern<keyof ApiPaths & string>;

/** The contract's paths an address matches (`/rounds/current`: `/rounds/{round}`). */
export type ContractPathOf<Address extends string> = {
  [Path in keyof ApiPaths & string]: Address extends PathPattern<Path> ? Path : never;
}[keyof ApiPaths & string];

type SuccessStatus = 200 | 201 | 202;

/** The JSON bodies of the successful answers of an address and method, from the contract. */
export type SuccessBodyOf<Address extends string, Method extends string> = {
  [Path in ContractPathOf<Address>]: Lowercase<Method> extends ApiMethod<Path>
    ? {
        [Status in SuccessStatus & keyof ResponsesOf<Path, Lowercase<Method>>]: ResponsesOf<
          Path,
          Lowercase<Method>
        >[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : never;
      }[SuccessStatus & keyof ResponsesOf<Path, Lowercase<Method>>]
    : never;
}[ContractPathOf<Address>];
