import { useSiteSettings } from '@tribune/shared';

/** Spec 000 §9: without a data-limit setting, every formation chosen is shown. */
const DEFAULT_LINEUP_LIMIT = 9999;

/**
 * MC-10: the tenant's data-limit (`lineup_data_limit` of the site settings), how many of the most chosen
 * formations the line-up widget shows, or `undefined` while the settings load. Settings that cannot be
 * read are the default, not an error: the widget's own figures matter more than the setting that trims
 * them, so they are not held back (nor retried for: the widget's retries are for its figures,
 * lineup-retry.ts).
 */
export function useLineupDataLimit(): number | undefined {
  const { data, error } = useSiteSettings();
  if (error) return DEFAULT_LINEUP_LIMIT;
  if (data === undefined) return undefined;
  const limit = data.lineup_data_limit;
  // The API sends a whole number from 1; anything else (no setting, an API from before it) is the default.
  return limit !== undefined && Number.isInteger(limit) && limit >= 1 ? limit : DEFAULT_LINEUP_LIMIT;
}
