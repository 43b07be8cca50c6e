import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { demoPlayers, storeDemoCollection } from '../modules/collections/demo-collections';
import { collectionFields } from '../modules/collections/schema';
import { tenants } from '../modules/tenants/schema';
import { createStepTimer } from './bench-steps';

/** One request of the bench's rotation, with the items it must count. */
interface CollectionBenchQuery {
  label: string;
  path: string;
  matches: number;
}

interface CollectionBenchData {
  tenantId: string;
  collectionId: number;
  items: number;
  queries: CollectionBenchQuery[];
  seconds: Record<string, number>;
}

const query = (params: [string, string][]) =>
  params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/**
 * COL-01's bench data (issue 16, "Speed"): a collection of `items` generated players (the demo's players
 * collection, slug `bench-players`) on one tenant, and a rotation of item calls with three filters (two
 * positions OR'ed, a nationality, an appearances range; one with a date range instead) and a sort,
 * each with the number of items it must match, counted here from the generated data.
 */
export async function buildCollectionBench(
  db: Database,
  options: { tenantId: string; items: number; log: (line: string) => void },
): Promise<CollectionBenchData> {
  const { tenantId, items, log } = options;
  const { seconds, timed } = createStepTimer(log);
  const [tenant] = await db.select({ language: tenants.language }).from(tenants).where(eq(tenants.id, tenantId));
  if (tenant === undefined) throw new Error(`no tenant ${tenantId}`);
  const collection = { ...demoPlayers(tenant.language, items, 'bench:players'), slug: 'bench-players' };
  const collectionId = await timed('items', () => storeDemoCollection(db, tenantId, collection, new Date()));
  await timed('analyze', async () => {
    await db.execute('analyze collection_items');
  });
  const fields = await db
    .select({ id: collectionFields.id, position: collectionFields.position })
    .from(collectionFields)
    .where(and(eq(collectionFields.tenantId, tenantId), eq(collectionFields.collectionId, collectionId)));
  const idOf = (key: string) => {
    const index = collection.fields.findIndex((field) => field.key === key);
    const id = fields.find((field) => field.position === index)?.id;
    if (id === undefined) throw new Error(`no field ${key}`);
    return id;
  };
  const values = collection.items.map((item) => item.values);
  const positions = [...new Set(values.map((value) => String(value['position'])))].sort();
  const nationalities = [...new Set(values.map((value) => String(value['nationality'])))];
  const common = nationalities
    .map((name) => ({ name, count: values.filter((value) => value['nationality'] === name).length }))
    .sort((a, b) => b.count - a.count)
    .map((entry) => entry.name);
  const sorts = ['goals', 'appearances', 'dateOfBirth', 'goalsPerMatch'];
  const queries: CollectionBenchQuery[] = [];
  for (let n = 0; n < 8; n++) {
    const twoPositions = [positions[n % positions.length] ?? '', positions[(n + 1) % positions.length] ?? ''];
    const nationality = common[n % 3] ?? '';
    const low = 5 + n * 10;
    const high = 150 + n * 40;
    const sortKey = sorts[n % sorts.length] ?? 'goals';
    const direction = n % 2 === 0 ? 'd' : 'a';
    const byDate = n === 7;
    const params: [string, string][] = [
      ['filter[]', `${idOf('position')},${twoPositions[0]}`],
      ['filter[]', `${idOf('position')},${twoPositions[1]}`],
      ['filter[]', `${idOf('nationality')},${nationality}`],
      byDate
        ? ['dates[]', `${idOf('dateOfBirth')},01/01/1970-12/31/1995`]
        : ['sliders[]', `${idOf('appearances')},${low},${high}`],
      ['sort', `${idOf(sortKey)}${direction}`],
      ['offset', String(n % 3)],
    ];
    const matches = values.filter(
      (value) =>
        twoPositions.includes(String(value['position'])) &&
        value['nationality'] === nationality &&
        (byDate
          ? String(value['dateOfBirth']) >= '1970-01-01' && String(value['dateOfBirth']) <= '1995-12-31'
          : Number(value['appearances']) >= low && Number(value['appearances']) <= high),
    ).length;
    queries.push({
      label: `${twoPositions.join('|')} & ${nationality} & ${byDate ? 'born 1970–1995' : `appearances ${low}–${high}`}, sort ${sortKey} ${direction}, page ${n % 3}`,
      path: `/ajax/collection/${collectionId}/items?${query(params)}`,
      matches,
    });
  }
  return { tenantId, collectionId, items, queries, seconds };
}
