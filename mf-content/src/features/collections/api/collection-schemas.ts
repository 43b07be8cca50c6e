import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** A collection as the list and the actions send it (the API's CollectionSummary). */
export const collectionSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  page_size: z.number(),
});
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _CollectionSummaryFollowsTheApi = AcceptsApi<
  z.input<typeof collectionSummarySchema>,
  ApiSchemas['CollectionSummary']
>;

/** One option of a text filter: a value and how many items have it. */
export const filterOptionSchema = z.object({ value: z.string(), count: z.number() });
export type FilterOption = z.infer<typeof filterOptionSchema>;
type _FilterOptionFollowsTheApi = AcceptsApi<z.input<typeof filterOptionSchema>, ApiSchemas['CollectionFilterOption']>;

export const collectionFilterSchema = z.object({
  id: z.number(),
  label: z.string(),
  type: z.enum(['text', 'number', 'decimal', 'datetime']),
  meta_type: z.nullable(z.string()),
  /** Text filters: the first 5 (spec constant); the rest come from the options call. */
  options: z.array(filterOptionSchema),
  has_more_options: z.boolean(),
  /** Sliders: min, max, step; dates: min and max as MM/DD/YYYY. */
  action_meta: z.object({
    min: z.optional(z.nullable(z.union([z.number(), z.string()]))),
    max: z.optional(z.nullable(z.union([z.number(), z.string()]))),
    step: z.optional(z.number()),
    format: z.optional(z.string()),
  }),
});
export type CollectionFilter = z.infer<typeof collectionFilterSchema>;
type _CollectionFilterFollowsTheApi = AcceptsApi<
  z.input<typeof collectionFilterSchema>,
  ApiSchemas['CollectionFilter']
>;
