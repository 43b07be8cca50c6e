import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  type DemoCollection,
  type DemoItem,
  storeDemoCollection,
} from '../../../src/modules/collections/demo-collections';
import { createCollectionIndexes } from '../../../src/modules/collections/collection-index';
import type { ItemQuery } from '../../../src/modules/collections/collection-requests';
import {
  type CollectionsRepository,
  createCollectionsRepository,
} from '../../../src/modules/collections/collections-repository';
import { collectionFields, collectionItems, collections } from '../../../src/modules/collections/schema';
import type { ErrorBody } from '../../community-helpers';
import { apiRequest, buildTestApp } from '../../helper';

interface ItemsPage {
  html: string;
  count_with_filters: number;
  count_capped: boolean;
  total_count: number;
  offset: number;
  page_size: number;
  shown: number;
  has_more: boolean;
}

interface Actions {
  collection: { id: number; slug: string; title: string; description: string; page_size: number };
  filters: {
    id: number;
    label: string;
    type: string;
    meta_type: string | null;
    options: { value: string; count: number }[];
    has_more_options: boolean;
    action_meta: { min?: number | string | null; max?: number | string | null; step?: number; format?: string };
  }[];
  sortables: { id: number; label: string }[];
  show_more_label: string;
}

let app: FastifyInstance;
/** The same database through the two ways of filtering: the in-memory index and SQL. */
let inMemory: CollectionsRepository;
let inSql: CollectionsRepository;
let squadId: number;
/** Field ids of the test squad, by key. */
const field: Record<string, number> = {};
let squadItems: DemoItem[];

const COUNTRIES = ['Aland', 'Bermia', 'Corvia', 'Dalmar', 'Estra', 'Fenwick', 'Galdor'];
const POSITIONS = ['Keeper', 'Back', 'Mid', 'Forward'];

/** 60 players whose values follow from their number, so every expectation can be computed here. */
function testSquad(): DemoCollection {
  squadItems = Array.from({ length: 60 }, (_, n) => ({
    title: `Player ${String(n).padStart(2, '0')}`,
    subtitle: null,
    values: {
      position: POSITIONS[n % 4] ?? 'Mid',
      // Aland most common, then Bermia…: 7 options, 5 preloaded.
      nationality: COUNTRIES[Math.min(6, Math.floor(Math.sqrt(n)))] ?? 'Aland',
      apps: (n * 7) % 100,
      ratio: Math.round(((n % 10) / 8) * 100) / 100,
      born: `${1980 + (n % 20)}-${String((n % 12) + 1).padStart(2, '0')}-15`,
      notes: n % 2 === 0 ? 'even' : 'odd',
    },
  }));
  return {
    slug: 'test-squad',
    title: 'Test squad',
    description: 'For the tests',
    pageSize: 10,
    fields: [
      { key: 'position', label: 'Position', type: 'text', metaType: 'position', filterable: true, sortable: true },
      { key: 'nationality', label: 'Nationality', type: 'text', metaType: null, filterable: true, sortable: false },
      { key: 'apps', label: 'Apps', type: 'number', metaType: null, filterable: true, sortable: true },
      { key: 'ratio', label: 'Ratio', type: 'decimal', metaType: null, filterable: true, sortable: true },
      { key: 'born', label: 'Born', type: 'datetime', metaType: null, filterable: true, sortable: true },
      { key: 'notes', label: 'Notes', type: 'text', metaType: null, filterable: false, sortable: false },
    ],
    items: squadItems,
  };
}

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  inMemory = createCollectionsRepository(app.db, {
    indexes: createCollectionIndexes({ maxBytes: 1024 * 1024 }),
    indexItemsUpTo: 1_000_000,
  });
  inSql = createCollectionsRepository(app.db, {
    indexes: createCollectionIndexes({ maxBytes: 1024 * 1024 }),
    indexItemsUpTo: 0,
  });
  squadId = await storeDemoCollection(app.db, 'tribune', testSquad(), new Date());
  const rows = await app.db
    .select({ id: collectionFields.id, label: collectionFields.label })
    .from(collectionFields)
    .where(and(eq(collectionFields.tenantId, 'tribune'), eq(collectionFields.collectionId, squadId)));
  for (const row of rows) field[row.label.toLowerCase()] = row.id;
}, 180_000);

afterAll(async () => {
  await app.close();
});

function get(url: string, options: { tenant?: string; language?: 'en' | 'nl' } = {}): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url, ...options });
}

/** The items call with the query parameters in order (repeated ones as given). */
function itemsUrl(id: number, params: [string, string | number][] = []): string {
  const query = params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return `/ajax/collection/${id}/items${query.length === 0 ? '' : `?${query.join('&')}`}`;
}

async function items(params: [string, string | number][] = [], id = squadId): Promise<ItemsPage> {
  const response = await get(itemsUrl(id, params));
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ItemsPage }>().data;
}

/** The titles of the cards in an answer's html, in order. */
function titles(html: string): string[] {
  return [...html.matchAll(/<h3 class="collection-item__title">(?:<a [^>]*>)?(.*?)(?:<\/a>)?<\/h3>/g)].map(
    (match) => match[1] ?? '',
  );
}

const byTitle = (list: DemoItem[]) => list.map((item) => item.title).sort();
const expected = (predicate: (item: DemoItem) => boolean) => squadItems.filter(predicate);

function errorOf(response: LightMyRequestResponse): ErrorBody['metaData'] {
  const parsed = response.json<ErrorBody>();
  expect(parsed.data).toBeNull();
  return parsed.metaData;
}

test('[COL-01] the first page is ordered by title with the counts, offsets count pages from 0', async () => {
  const first = await items();
  expect(first).toMatchObject({ count_with_filters: 60, total_count: 60, offset: 0, page_size: 10, shown: 10 });
  expect(first.has_more).toBe(true);
  expect(titles(first.html)).toEqual(byTitle(squadItems).slice(0, 10));
  const second = await items([['offset', 1]]);
  expect(titles(second.html)).toEqual(byTitle(squadItems).slice(10, 20));
  expect(second.shown).toBe(20);
  const last = await items([['offset', 5]]);
  expect(titles(last.html)).toHaveLength(10);
  expect(last).toMatchObject({ shown: 60, has_more: false });
  // Past the end: no cards, the counts still right.
  const past = await items([['offset', 9]]);
  expect(past).toMatchObject({ html: '', count_with_filters: 60, total_count: 60, shown: 60, has_more: false });
});

test('[COL-01] several values of one text field OR together, different fields AND', async () => {
  const keepersOrBacks = await items([
    ['filter[]', `${field['position']},Keeper`],
    ['filter[]', `${field['position']},Back`],
  ]);
  const wanted = expected((item) => ['Keeper', 'Back'].includes(String(item.values['position'])));
  expect(keepersOrBacks.count_with_filters).toBe(wanted.length);
  expect(keepersOrBacks.total_count).toBe(60);

  const and = await items([
    ['filter[]', `${field['position']},Keeper`],
    ['filter[]', `${field['position']},Back`],
    ['filter[]', `${field['nationality']},Fenwick`],
    ['sliders[]', `${field['apps']},10,80`],
  ]);
  const both = expected(
    (item) =>
      ['Keeper', 'Back'].includes(String(item.values['position'])) &&
      item.values['nationality'] === 'Fenwick' &&
      Number(item.values['apps']) >= 10 &&
      Number(item.values['apps']) <= 80,
  );
  expect(both.length).toBeGreaterThan(0);
  expect(and.count_with_filters).toBe(both.length);
  expect(titles(and.html)).toEqual(byTitle(both).slice(0, 10));
});

test('[COL-01] number, decimal and date ranges include both ends; a date range may be open', async () => {
  const apps = await items([['sliders[]', `${field['apps']},14,49`]]);
  expect(apps.count_with_filters).toBe(
    expected((item) => Number(item.values['apps']) >= 14 && Number(item.values['apps']) <= 49).length,
  );
  const ratio = await items([['sliders[]', `${field['ratio']},0.25,0.75`]]);
  expect(ratio.count_with_filters).toBe(
    expected((item) => Number(item.values['ratio']) >= 0.25 && Number(item.values['ratio']) <= 0.75).length,
  );
  const born = await items([['dates[]', `${field['born']},01/15/1985-12/15/1989`]]);
  expect(born.count_with_filters).toBe(
    expected((item) => String(item.values['born']) >= '1985-01-15' && String(item.values['born']) <= '1989-12-15')
      .length,
  );
  const since = await items([['dates[]', `${field['born']},06/15/1995-`]]);
  expect(since.count_with_filters).toBe(expected((item) => String(item.values['born']) >= '1995-06-15').length);
  const nothing = await items([['sliders[]', `${field['apps']},1000,2000`]]);
  expect(nothing).toMatchObject({ html: '', count_with_filters: 0, total_count: 60, shown: 0, has_more: false });
});

test('[COL-01] sort ascending and descending on a number, a date and a text field', async () => {
  const numberOf = (item: DemoItem) => Number(item.values['apps']);
  const tieBreak = (a: DemoItem, b: DemoItem) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
  const ascending = [...squadItems].sort((a, b) => numberOf(a) - numberOf(b) || tieBreak(a, b));
  const descending = [...squadItems].sort((a, b) => numberOf(b) - numberOf(a) || tieBreak(a, b));
  expect(titles((await items([['sort', `${field['apps']}a`]])).html)).toEqual(
    ascending.slice(0, 10).map((item) => item.title),
  );
  expect(titles((await items([['sort', `${field['apps']}d`]])).html)).toEqual(
    descending.slice(0, 10).map((item) => item.title),
  );
  expect(
    titles(
      (
        await items([
          ['sort', `${field['apps']}d`],
          ['offset', 1],
        ])
      ).html,
    ),
  ).toEqual(descending.slice(10, 20).map((item) => item.title));
  const dateOf = (item: DemoItem) => String(item.values['born']);
  const newest = [...squadItems].sort((a, b) =>
    dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : tieBreak(a, b),
  );
  expect(titles((await items([['sort', `${field['born']}d`]])).html)).toEqual(
    newest.slice(0, 10).map((item) => item.title),
  );
  const sorted = await items([
    ['sort', `${field['position']}a`],
    ['filter[]', `${field['nationality']},Galdor`],
  ]);
  const galdor = expected((item) => item.values['nationality'] === 'Galdor').sort(
    (a, b) => String(a.values['position']).localeCompare(String(b.values['position'])) || tieBreak(a, b),
  );
  expect(titles(sorted.html)).toEqual(galdor.slice(0, 10).map((item) => item.title));
});

test('[COL-01] the cards show the values, dates as MM/DD/YYYY in English', async () => {
  const page = await items([['filter[]', `${field['position']},Keeper`]]);
  expect(page.html).toContain('<li class="collection-item"');
  expect(page.html).toContain('<dt>Born</dt><dd><time dateTime="1980-01-15">01/15/1980</time></dd>');
  // A field that is not filterable is still shown on the card.
  expect(page.html).toContain('<dt>Notes</dt><dd>even</dd>');
});

test('[COL-01] the actions: first 5 options, has_more_options, slider and date ranges, sortables', async () => {
  const response = await get(`/api/v2/collection/${squadId}/actions`);
  expect(response.statusCode).toBe(200);
  const actions = response.json<{ data: Actions }>().data;
  expect(actions.collection).toMatchObject({ id: squadId, slug: 'test-squad', title: 'Test squad', page_size: 10 });
  expect(actions.show_more_label).toBe('Show more');
  expect(actions.filters.map((filter) => filter.label)).toEqual(['Position', 'Nationality', 'Apps', 'Ratio', 'Born']);
  const nationality = actions.filters.find((filter) => filter.id === field['nationality']);
  // sqrt spreads: Aland 1, Bermia 3, Corvia 5, Dalmar 7, Estra 9, Fenwick 11, Galdor 24.
  expect(nationality?.options).toEqual([
    { value: 'Galdor', count: 24 },
    { value: 'Fenwick', count: 11 },
    { value: 'Estra', count: 9 },
    { value: 'Dalmar', count: 7 },
    { value: 'Corvia', count: 5 },
  ]);
  expect(nationality?.has_more_options).toBe(true);
  const position = actions.filters.find((filter) => filter.id === field['position']);
  expect(position?.options).toHaveLength(4);
  expect(position?.has_more_options).toBe(false);
  expect(actions.filters.find((filter) => filter.id === field['apps'])?.action_meta).toEqual({
    min: 0,
    max: 99,
    step: 1,
  });
  expect(actions.filters.find((filter) => filter.id === field['ratio'])?.action_meta).toEqual({
    min: 0,
    max: 1.13,
    step: 0.01,
  });
  expect(actions.filters.find((filter) => filter.id === field['born'])?.action_meta).toEqual({
    min: '01/15/1980',
    max: '12/15/1999',
    format: 'MM/DD/YYYY',
  });
  expect(actions.sortables.map((sortable) => sortable.label)).toEqual(['Position', 'Apps', 'Ratio', 'Born']);
  const dutch = await get(`/api/v2/collection/${squadId}/actions`, { language: 'nl' });
  // The label is in the tenant's language (one answer for every visitor), not the reader's.
  expect(dutch.json<{ data: Actions }>().data.show_more_label).toBe('Show more');
});

test('[COL-01] the options call skips the 5 preloaded options', async () => {
  const response = await get(`/api/v2/collection/${squadId}/field/${field['nationality']}/options`);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    data: {
      options: [
        { value: 'Bermia', count: 3 },
        { value: 'Aland', count: 1 },
      ],
    },
  });
  const few = await get(`/api/v2/collection/${squadId}/field/${field['position']}/options`);
  expect(few.json()).toEqual({ data: { options: [] } });
});

test('[COL-01] the collections list and the demo collections in the tenant language', async () => {
  const english = await get('/api/v2/collections');
  expect(english.statusCode).toBe(200);
  const list = english.json<{ data: { collections: { slug: string; title: string; item_count: number }[] } }>().data
    .collections;
  expect(list.map((collection) => collection.slug).sort()).toEqual(['players', 'test-squad', 'trophies']);
  const players = list.find((collection) => collection.slug === 'players');
  expect(players).toMatchObject({ title: 'Every player who played for the club', item_count: 320 });
  expect(list.find((collection) => collection.slug === 'trophies')?.item_count).toBeGreaterThan(10);

  const dutch = await get('/api/v2/collections', { tenant: 'tribune-nl' });
  const dutchList = dutch.json<{ data: { collections: { id: number; slug: string; title: string }[] } }>().data
    .collections;
  expect(dutchList.map((collection) => collection.title).sort()).toEqual([
    'Alle spelers die ooit voor de club speelden',
    'De prijzenkast',
  ]);
  const dutchPlayers = dutchList.find((collection) => collection.slug === 'players');
  const actions = await get(`/api/v2/collection/${dutchPlayers?.id}/actions`, { tenant: 'tribune-nl' });
  const data = actions.json<{ data: Actions }>().data;
  expect(data.show_more_label).toBe('Toon meer');
  expect(data.filters.map((filter) => filter.label)).toEqual([
    'Positie',
    'Nationaliteit',
    'Wedstrijden',
    'Doelpunten',
    'Doelpunten per wedstrijd',
    'Geboortedatum',
  ]);
  const position = data.filters[0];
  expect(position?.options.map((option) => option.value).sort()).toEqual([
    'Aanvaller',
    'Keeper',
    'Middenvelder',
    'Verdediger',
  ]);
});

test('[COL-01] the demo is idempotent', async () => {
  const { seedDemoCollections } = await import('../../../src/modules/collections/demo-collections');
  const before = await app.db.select({ id: collections.id }).from(collections);
  await seedDemoCollections(app.db, { tenantId: 'tribune', language: 'en', userIds: [], now: new Date() });
  const after = await app.db.select({ id: collections.id }).from(collections);
  expect(after.length).toBe(before.length);
});

test('[COL-01] a malformed filter[] is a 422 under filter', async () => {
  const cases: [string, string][] = [
    [`${field['position']}`, 'A filter is a field id and a value, separated by a comma (filter[]=3,Defender).'],
    [`${field['position']},`, 'A filter is a field id and a value, separated by a comma (filter[]=3,Defender).'],
    ['abc,Keeper', 'This collection has no field abc.'],
    ['999999,Keeper', 'This collection has no field 999999.'],
    [`${field['apps']},12`, 'The field Apps holds number values and cannot be filtered this way.'],
    [`${field['notes']},even`, 'The field Notes cannot be filtered on.'],
  ];
  for (const [entry, message] of cases) {
    const response = await get(itemsUrl(squadId, [['filter[]', entry]]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ message, errors: { filter: [message] } });
  }
  const tooMany = await get(
    itemsUrl(
      squadId,
      Array.from({ length: 51 }, (_, n): [string, string] => ['filter[]', `${field['position']},v${n}`]),
    ),
  );
  expect(tooMany.statusCode).toBe(422);
  expect(errorOf(tooMany).errors).toEqual({ filter: ['At most 50 of these may be given.'] });
  const dutch = await apiRequest(app, { method: 'GET', url: itemsUrl(squadId, [['filter[]', 'x']]), language: 'nl' });
  expect(errorOf(dutch).errors).toEqual({
    filter: ['Een filter is een veld-id en een waarde, gescheiden door een komma (filter[]=3,Verdediger).'],
  });
});

test('[COL-01] a malformed sliders[] is a 422 under sliders', async () => {
  const format = 'A slider is a field id, a minimum and a maximum, separated by commas (sliders[]=4,10,200).';
  const cases: [string, string][] = [
    [`${field['apps']},10`, format],
    [`${field['apps']},10,20,30`, format],
    [`${field['apps']},ten,20`, '“ten” is not a number.'],
    [`${field['apps']},10,`, '“” is not a number.'],
    [`${field['apps']},1e3,2000`, '“1e3” is not a number.'],
    [`${field['apps']},50,10`, 'The minimum (50) is larger than the maximum (10).'],
    [`${field['position']},1,2`, 'The field Position holds text values and cannot be filtered this way.'],
    ['0,1,2', 'This collection has no field 0.'],
  ];
  for (const [entry, message] of cases) {
    const response = await get(itemsUrl(squadId, [['sliders[]', entry]]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ message, errors: { sliders: [message] } });
  }
  const tooMany = await get(
    itemsUrl(
      squadId,
      Array.from({ length: 11 }, (): [string, string] => ['sliders[]', `${field['apps']},1,2`]),
    ),
  );
  expect(errorOf(tooMany).errors).toEqual({ sliders: ['At most 10 of these may be given.'] });
});

test('[COL-01] a malformed dates[] is a 422 under dates', async () => {
  const format =
    'A date range is a field id and two dates MM/DD/YYYY with a dash between them (dates[]=5,01/31/1990-12/31/1999).';
  const cases: [string, string][] = [
    [`${field['born']},01/01/1990`, format],
    [`${field['born']},-`, format],
    [`${field['born']},01/01/1990-02/01/1990-03/01/1990`, format],
    [`${field['born']},1990-01-01`, format],
    [`${field['born']},13/01/1990-12/31/1990`, '“13/01/1990” is not a date in the form MM/DD/YYYY.'],
    [`${field['born']},02/30/1990-12/31/1990`, '“02/30/1990” is not a date in the form MM/DD/YYYY.'],
    [`${field['born']},01/01/1990-1/2/1991`, '“1/2/1991” is not a date in the form MM/DD/YYYY.'],
    [`${field['born']},12/31/1995-01/01/1990`, 'The first date comes after the last.'],
    [`${field['apps']},01/01/1990-12/31/1990`, 'The field Apps holds number values and cannot be filtered this way.'],
  ];
  for (const [entry, message] of cases) {
    const response = await get(itemsUrl(squadId, [['dates[]', entry]]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ message, errors: { dates: [message] } });
  }
});

test('[COL-01] a bad sort and a bad offset are 422s under their names; problems of several parameters together', async () => {
  const cases: [string, string][] = [
    [`${field['apps']}x`, 'A sort is a field id followed by a (ascending) or d (descending), such as 4d.'],
    ['a', 'A sort is a field id followed by a (ascending) or d (descending), such as 4d.'],
    [`${field['nationality']}a`, 'The field Nationality cannot be sorted on.'],
    ['999999d', 'This collection has no field 999999.'],
  ];
  for (const [sort, message] of cases) {
    const response = await get(itemsUrl(squadId, [['sort', sort]]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ message, errors: { sort: [message] } });
  }
  for (const offset of ['-1', '1.5', 'x', '10001']) {
    const response = await get(itemsUrl(squadId, [['offset', offset]]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors).toEqual({ offset: ['The offset is a page number from 0 up to 10000.'] });
  }
  const several = await get(
    itemsUrl(squadId, [
      ['filter[]', 'x'],
      ['sort', 'x'],
      ['dates[]', 'x'],
    ]),
  );
  expect(Object.keys(errorOf(several).errors ?? {}).sort()).toEqual(['dates', 'filter', 'sort']);
});

test('[COL-01] an unknown collection or field is a 404, options of a non-text field a 422', async () => {
  for (const url of [
    '/ajax/collection/999999/items',
    '/api/v2/collection/999999/actions',
    `/api/v2/collection/999999/field/${field['position']}/options`,
  ]) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('This collection does not exist.');
  }
  const unknownField = await get(`/api/v2/collection/${squadId}/field/999999/options`);
  expect(unknownField.statusCode).toBe(404);
  expect(errorOf(unknownField).message).toBe('This collection has no field 999999.');
  const numberField = await get(`/api/v2/collection/${squadId}/field/${field['apps']}/options`);
  expect(numberField.statusCode).toBe(422);
  expect(errorOf(numberField).errors).toEqual({ fieldId: ['Only a text field has options.'] });
  const badId = await get('/ajax/collection/abc/items');
  expect(badId.statusCode).toBe(400);
  expect(errorOf(badId).errors).toHaveProperty('id');
});

test('[COL-01] tenants never see each other’s collections, fields or values', async () => {
  for (const url of [
    itemsUrl(squadId),
    `/api/v2/collection/${squadId}/actions`,
    `/api/v2/collection/${squadId}/field/${field['nationality']}/options`,
  ]) {
    const response = await get(url, { tenant: 'tribune-nl' });
    expect(response.statusCode).toBe(404);
  }
  const dutch = await get('/api/v2/collections', { tenant: 'tribune-nl' });
  const ids = dutch.json<{ data: { collections: { id: number }[] } }>().data.collections.map((c) => c.id);
  expect(ids).not.toContain(squadId);
  // A Dutch collection's id with an English field id: the field is unknown there.
  const dutchPlayers = ids[0];
  const response = await get(itemsUrl(dutchPlayers ?? 0, [['filter[]', `${field['position']},Keeper`]]), {
    tenant: 'tribune-nl',
  });
  expect(response.statusCode).toBe(422);
});

test('[COL-01] hostile item titles and values come back escaped in the html', async () => {
  const corpus = readFileSync(path.join(__dirname, '../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  expect(corpus.length).toBeGreaterThan(20);
  const id = await storeDemoCollection(
    app.db,
    'tribune',
    {
      slug: 'xss',
      title: '<script>window.__xss=1</script>',
      description: '',
      pageSize: 100,
      fields: [
        {
          key: 'label',
          label: '<img src=x onerror=alert(1)>',
          type: 'text',
          metaType: null,
          filterable: true,
          sortable: true,
        },
      ],
      items: corpus.map((line) => ({ title: line, subtitle: line, values: { label: line } })),
    },
    new Date(),
  );
  const page = await items([], id);
  expect(page.count_with_filters).toBe(corpus.length);
  // Every element and attribute is the card's own: the corpus is text inside them, escaped.
  const tags = [...page.html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)];
  expect(new Set(tags.map((tag) => tag[1]))).toEqual(new Set(['li', 'h3', 'p', 'dl', 'div', 'dt', 'dd']));
  const attributes = tags.flatMap((tag) => [...(tag[2] ?? '').matchAll(/\s([\w-]+)=/g)].map((match) => match[1]));
  expect(new Set(attributes)).toEqual(new Set(['class', 'data-item-id', 'data-field-id']));
  expect(page.html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
  // A hostile value filters as the plain text it is.
  const labelField = (await get(`/api/v2/collection/${id}/actions`)).json<{ data: Actions }>().data.filters[0];
  const one = await items([['filter[]', `${labelField?.id},${corpus[0]}`]], id);
  expect(one.count_with_filters).toBe(1);
});

/** A collection of 1,100 items, 100 a page; every fifth has no goals (null), the rest goals 0–49. */
async function storeScaleSquad(
  target: FastifyInstance,
  slug = 'scale-squad',
): Promise<{ id: number; many: DemoItem[]; fieldId: (label: string) => number }> {
  const many: DemoItem[] = Array.from({ length: 1_100 }, (_, n) => ({
    title: `Squad member ${String(n).padStart(4, '0')}`,
    subtitle: null,
    values: { side: n % 2 === 0 ? 'Home' : 'Away', goals: n % 5 === 0 ? null : n % 50 },
  }));
  const id = await storeDemoCollection(
    target.db,
    'tribune',
    {
      slug,
      title: 'Scale squad',
      description: 'More items than the count goes to',
      pageSize: 100,
      fields: [
        { key: 'side', label: 'Side', type: 'text', metaType: null, filterable: true, sortable: true },
        { key: 'goals', label: 'Goals', type: 'number', metaType: null, filterable: true, sortable: true },
      ],
      items: many,
    },
    new Date(),
  );
  const fields = await target.db
    .select({ id: collectionFields.id, label: collectionFields.label })
    .from(collectionFields)
    .where(and(eq(collectionFields.tenantId, 'tribune'), eq(collectionFields.collectionId, id)));
  return { id, many, fieldId: (label: string) => fields.find((row) => row.label === label)?.id ?? 0 };
}

/** Sorted on goals: by the value, ties by title, the items without goals after all the others, both ways. */
async function expectGoalsOrder(
  ask: (params: [string, string | number][]) => Promise<ItemsPage>,
  many: DemoItem[],
  goalsField: number,
): Promise<void> {
  const goalsOf = (item: DemoItem) => item.values['goals'];
  const withGoals = many.filter((item) => goalsOf(item) !== null);
  const withoutGoals = many.filter((item) => goalsOf(item) === null);
  const byGoals = (direction: 1 | -1) => [
    ...[...withGoals].sort(
      (a, b) => direction * (Number(goalsOf(a)) - Number(goalsOf(b))) || (a.title < b.title ? -1 : 1),
    ),
    ...withoutGoals,
  ];
  for (const [letter, direction] of [
    ['a', 1],
    ['d', -1],
  ] as const) {
    const order = byGoals(direction).map((item) => item.title);
    // Page 8 (items 800–899) is where the two parts meet: 880 have goals.
    for (const page of [0, 8, 10]) {
      const answer = await ask([
        ['sort', `${goalsField}${letter}`],
        ['offset', page],
      ]);
      expect(titles(answer.html)).toEqual(order.slice(page * 100, page * 100 + 100));
    }
  }
}

test('[SCL-04] the in-memory index counts every match exactly, past 1,000, and sorts items without the value last both ways', async () => {
  const { id, many, fieldId } = await storeScaleSquad(app);
  const first = await items([], id);
  expect(first).toMatchObject({ count_with_filters: 1_100, count_capped: false, total_count: 1_100, has_more: true });
  const last = await items([['offset', 10]], id);
  expect(last).toMatchObject({ count_with_filters: 1_100, count_capped: false, shown: 1_100, has_more: false });
  expect(titles(last.html)).toEqual(many.slice(1_000).map((item) => item.title));
  const home = await items([['filter[]', `${fieldId('Side')},Home`]], id);
  expect(home).toMatchObject({ count_with_filters: 550, count_capped: false, has_more: true });
  await expectGoalsOrder((params) => items(params, id), many, fieldId('Goals'));
}, 60_000);

test('[SCL-04] a collection filtered in SQL (larger than the index takes): the count stops at 1,000 and says so; deep pages count to their end; items without the sort value last both ways', async () => {
  const sqlApp = await buildTestApp({ env: { COLLECTION_INDEX_MAX_ITEMS: '0' } });
  try {
    const { id, many, fieldId } = await storeScaleSquad(sqlApp);
    const ask = async (params: [string, string | number][]) => {
      const response = await apiRequest(sqlApp, { method: 'GET', url: itemsUrl(id, params) });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: ItemsPage }>().data;
    };
    expect(await ask([])).toMatchObject({
      count_with_filters: 1_000,
      count_capped: true,
      total_count: 1_100,
      has_more: true,
    });
    // Page 9 ends at item 1,000: still more than that. Page 10 counts to its end and is exact.
    expect(await ask([['offset', 9]])).toMatchObject({ count_with_filters: 1_000, count_capped: true, has_more: true });
    const last = await ask([['offset', 10]]);
    expect(last).toMatchObject({ count_with_filters: 1_100, count_capped: false, shown: 1_100, has_more: false });
    expect(titles(last.html)).toEqual(many.slice(1_000).map((item) => item.title));
    // A filter within the cap is exact.
    const home = await ask([['filter[]', `${fieldId('Side')},Home`]]);
    expect(home).toMatchObject({ count_with_filters: 550, count_capped: false, has_more: true });
    await expectGoalsOrder(ask, many, fieldId('Goals'));
  } finally {
    await sqlApp.close();
  }
}, 120_000);

test('[SCL-04] the index answers as SQL does: 200 random filters, sorts and pages give the same items and counts', async () => {
  const found = await inMemory.byId('tribune', squadId);
  if (found === null) throw new Error('no test squad');
  const { collection, fields } = found;
  // A small pseudo-random sequence, the same on every run.
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  const sortable = fields.filter((candidate) => candidate.sortable);
  for (let round = 0; round < 200; round += 1) {
    const query: ItemQuery = { page: next(3), sort: null, texts: [], numbers: [], dates: [] };
    if (next(2) === 0)
      query.texts.push({ fieldId: field['position'] ?? 0, values: POSITIONS.filter(() => next(2) === 0) });
    if (next(2) === 0)
      query.texts.push({ fieldId: field['nationality'] ?? 0, values: [COUNTRIES[next(7)] ?? 'Aland'] });
    if (next(2) === 0) query.numbers.push({ fieldId: field['apps'] ?? 0, min: next(50), max: 50 + next(50) });
    if (next(3) === 0) query.numbers.push({ fieldId: field['ratio'] ?? 0, min: next(5) / 10, max: 0.5 + next(5) / 10 });
    if (next(3) === 0)
      query.dates.push({
        fieldId: field['born'] ?? 0,
        from: next(2) === 0 ? null : `${1980 + next(10)}-06-15`,
        to: next(2) === 0 ? null : `${1990 + next(10)}-01-15`,
      });
    const sortField = sortable[next(sortable.length + 1)];
    if (sortField !== undefined)
      query.sort = { fieldId: sortField.id, type: sortField.type, direction: next(2) === 0 ? 'asc' : 'desc' };
    const [fromIndex, fromSql] = await Promise.all([
      inMemory.items('tribune', collection, fields, query),
      inSql.items('tribune', collection, fields, query),
    ]);
    expect({ round, query, answer: fromIndex }).toEqual({ round, query, answer: fromSql });
  }
}, 60_000);

test('[SCL-04] items written, changed or removed in the database (by any process) are in the next answer', async () => {
  const { id, fieldId } = await storeScaleSquad(app, 'written-squad');
  const [goalsField] = await app.db
    .select({ slot: collectionFields.slot })
    .from(collectionFields)
    .where(eq(collectionFields.id, fieldId('Goals')));
  if (goalsField === undefined) throw new Error('no goals field');
  const goals = `number${goalsField.slot}` as 'number1';
  // The repository itself, not the route: the public answer store keeps an answer for seconds, and only
  // writes made through the API drop it (on every process). The index must follow any write at once.
  const ask = async () => {
    const found = await inMemory.byId('tribune', id);
    if (found === null) throw new Error('no collection');
    const query: ItemQuery = {
      page: 0,
      sort: { fieldId: fieldId('Goals'), type: 'number', direction: 'desc' },
      texts: [],
      numbers: [],
      dates: [],
    };
    const page = await inMemory.items('tribune', found.collection, found.fields, query);
    return { count: page.countWithFilters, top: page.items[0]?.title };
  };
  expect(await ask()).toEqual({ count: 1_100, top: 'Squad member 0049' });
  // Written straight in SQL, as another API process would: no signal reaches this process but the row.
  await app.db
    .insert(collectionItems)
    .values({ tenantId: 'tribune', collectionId: id, title: 'New signing', [goals]: 99 });
  expect(await ask()).toEqual({ count: 1_101, top: 'New signing' });
  await app.db
    .update(collectionItems)
    .set({ [goals]: 0 })
    .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.title, 'New signing')));
  expect(await ask()).toEqual({ count: 1_101, top: 'Squad member 0049' });
  await app.db
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, id), eq(collectionItems.title, 'Squad member 0049')));
  expect(await ask()).toEqual({ count: 1_100, top: 'Squad member 0099' });
}, 60_000);
