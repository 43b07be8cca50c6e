/**
 * Pages by offset can repeat an article when one is published (or climbs a ranking) between two
 * clicks: each shows once, where it first came.
 */
export function uniqueById<Item extends { id: number }>(pages: readonly (readonly Item[])[]): Item[] {
  const seen = new Set<number>();
  const items: Item[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
