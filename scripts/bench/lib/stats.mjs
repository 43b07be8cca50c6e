/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Percentiles of a list of numbers by the nearest-rank method (p99 of 1,000 values is the 990th
 * smallest), as `{ [fraction]: value }`; null values when the list is empty. Sorts once for all of them.
 */
export function percentiles(values, fractions) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  const result = {};
  for (const fraction of fractions) {
    if (!(fraction > 0 && fraction <= 1)) throw new Error(`percentile fraction ${fraction} is not in (0, 1]`);
    result[fraction] = sorted.length === 0 ? null : sorted[Math.ceil(fraction * sorted.length) - 1];
  }
  return result;
}
