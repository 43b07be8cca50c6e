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
 * Compiles only when `Api` (something of the contract) fits `Accepted`. `ApiClient.request` needs no
 * such check: its answer is the contract's (decision 0058). Written out, it is for a fact a request does
 * not cover, e.g. that a path answers a method: `type _…IsInTheApi = AcceptsApi<ApiMethod<'/api/…'>,
 * 'delete'>`, not exported (tsc checks an unused type all the same, and the `_` tells ESLint so).
 */
export type AcceptsApi<Accepted, Api extends Accepted> = Api;

/** A path of the contract as a pattern: `/api/v2/article/{id}` → `/api/v2/article/${string}`. */
type PathPattern<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${PathPattern<Tail>}`
  : Path;

/** Every path the API answers, as the patterns a request's address can take. */
export type ApiPathPattern = PathPattern<keyof ApiPaths & string>;

type ContractPath = keyof ApiPaths & string;

/** How many `/` a path or address holds (a `${string}` part counts as none: it is one segment). */
type SlashCount<Text extends string, Seen extends unknown[] = []> = Text extends `${string}/${infer Rest}`
  ? SlashCount<Rest, [...Seen, unknown]>
  : Seen['length'];

/** The path parameters a path declares, over its methods (`{ league: string; round: 'current' | number }`). */
type PathParametersOf<Path extends ContractPath> = {
  // `put?: never` and the like are the methods a path does not answer: they add nothing.
  [Method in keyof ApiPaths[Path]]-?: [ApiPaths[Path][Method]] extends [never]
    ? never
    : ApiPaths[Path][Method] extends { parameters: { path: infer Parameters } }
      ? Parameters
      : never;
}[keyof ApiPaths[Path]];

/** A path as a pattern with each parameter's own type: `/rounds/{round}` → `/rounds/current` | `/rounds/${number}`. */
type TypedPathPattern<Path extends string, Parameters> = Path extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}${Name extends keyof Parameters ? (Parameters[Name] extends string | number ? Parameters[Name] : string) : string}${TypedPathPattern<Tail, Parameters>}`
  : Path;

/**
 * The paths an address fits segment for segment: a parameter never spans a `/`, so
 * `/player/${id}/news` is `/player/{id}/news`, not `/player/{id}`.
 */
type PathsBySegments<Address extends string> = {
  [Path in ContractPath]: Address extends PathPattern<Path>
    ? SlashCount<Address> extends SlashCount<Path>
      ? Path
      : never
    : never;
}[ContractPath];

/** Of those, the paths whose parameters' types the address fits (`/rounds/all` is not `/rounds/{round}`). */
type PathsByParameterTypes<Address extends string, Candidates extends ContractPath> = {
  [Path in Candidates]: Address extends TypedPathPattern<Path, PathParametersOf<Path>> ? Path : never;
}[Candidates];

/** The contract's path an address names (`/rounds/current`: `/rounds/{round}`). */
export type ContractPathOf<Address extends string> = [
  PathsByParameterTypes<Address, PathsBySegments<Address>>,
] extends [never]
  ? PathsBySegments<Address>
  : PathsByParameterTypes<Address, PathsBySegments<Address>>;

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
