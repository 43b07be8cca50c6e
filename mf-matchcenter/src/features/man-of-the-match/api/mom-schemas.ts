import type { ApiSchemas } from '@tribune/shared';

/**
 * One player's man-of-the-match result (MC-06): how many fans graded them and their average (1–5), null
 * until someone graded the player. Typed by the API contract (decision 0058).
 */
export type PlayerResult = ApiSchemas['MomPlayerResult'];
