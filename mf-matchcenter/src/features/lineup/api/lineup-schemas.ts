import type { ApiSchemas } from '@tribune/shared';

/**
 * A fan's saved line-up for a club (MC-10): the XI in slot order, goalkeeper first; `formation` is
 * `4_3_3`, shown as `4-3-3`. Typed by the API contract (decision 0058).
 */
export type UserFormation = ApiSchemas['UserFormation'];
