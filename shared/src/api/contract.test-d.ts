// Type tests of the contract helpers: `npm run typecheck` fails when one of them no longer holds (Jest
// does not run this file; there is nothing to run). Not exported: tsc checks an unused type all the same.
import type { ApiClient } from './api-client';
import type { AcceptsApi, ApiMethod, ApiResponse, ApiSchemas } from './contract';

type Expect<Condition extends true> = Condition;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type SidebarAnswer = ApiResponse<'/api/v2/comments/latest', 'get'>;

// The whole answer of a call, envelope included; 200 unless another status is named.
type _SidebarAnswerIsTheList = Expect<Equal<SidebarAnswer, { data: ApiSchemas['SidebarComment'][] }>>;
type _NotFoundIsTheErrorShape = Expect<
  Equal<ApiResponse<'/api/v2/article/{id}', 'get', 404>, ApiSchemas['ErrorResponse']>
>;

// Only the methods a path answers.
type _LatestCommentsAnswersGet = Expect<Equal<ApiMethod<'/api/v2/comments/latest'>, 'get'>>;
// @ts-expect-error GET /api/v2/comments/latest has no POST
type _NoPost = ApiResponse<'/api/v2/comments/latest', 'post'>;
// @ts-expect-error a status the route does not declare
type _NoTeapot = ApiResponse<'/api/v2/comments/latest', 'get', 418>;

// A schema that accepts everything the API sends compiles…
type _WiderSchemaCompiles = AcceptsApi<{ data: { claps_count: number | null }[] }, SidebarAnswer>;
// …and one that accepts less does not.
// @ts-expect-error claps_count is a number in the API's answer, not a string
type _NarrowerSchemaFails = AcceptsApi<{ data: { claps_count: string }[] }, SidebarAnswer>;

// A request resolves to the contract's answer for its address and method (decision 0058)…
declare const client: ApiClient;
type _RequestAnswersTheContract = Expect<
  Equal<Awaited<ReturnType<typeof client.request<'/api/v2/comments/latest'>>>, SidebarAnswer>
>;
// …and an address the API does not have is a type error.
// @ts-expect-error no such path
void client.request('/api/v2/no-such-path');
