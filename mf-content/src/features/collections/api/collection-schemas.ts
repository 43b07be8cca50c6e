import type { ApiSchemas } from '@tribune/shared';

/** One option of a text filter: a value and how many items have it (typed by the contract, decision 0058). */
export type FilterOption = ApiSchemas['CollectionFilterOption'];

/**
 * A filter of the sidebar. Text filters carry their first 5 options (spec constant), the rest come from
 * the options call; `action_meta` has a slider's min, max and step, a date range's min and max as
 * MM/DD/YYYY.
 */
export type CollectionFilter = ApiSchemas['CollectionFilter'];
