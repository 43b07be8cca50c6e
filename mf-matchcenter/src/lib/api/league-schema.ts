import type { ApiResponse } from '@tribune/shared';

/**
 * A league as the ranking endpoints name it (typed by the API contract, decision 0058): the league
 * buttons link to its slug (MC-01); `season` is e.g. `2026/2027`.
 */
export type League = ApiResponse<'/ajax/matchcenter/rankings/league/{league}', 'get'>['data']['league'];
