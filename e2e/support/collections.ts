import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { english } from './site';

/**
 * What the collection journeys (issue 16, COL-01) share: the demo's collections and their filters, and
 * the items call asked directly, so a page's counts and first items can be checked against the API.
 * Node does not resolve *.localhost, so every call goes to the English origin and names the tenant.
 */

type Tenant = 'tribune' | 'tribune-nl';

const headers = (tenant: Tenant) => ({ 'X-Tenant-Id': tenant, Accept: 'application/json' });

interface CollectionFilter {
  id: number;
  label: string;
  type: 'text' | 'number' | 'decimal' | 'datetime';
  options: { value: string; count: number }[];
  has_more_options: boolean;
  action_meta: { min?: number | string | null; max?: number | string | null; step?: number };
}

interface DemoCollection {
  id: number;
  title: string;
  pageSize: number;
  itemCount: number;
  filters: CollectionFilter[];
  sortables: { id: number; label: string }[];
  showMoreLabel: string;
}

async function getJson<T>(request: APIRequestContext, path: string, tenant: Tenant): Promise<T> {
  const response = await request.get(`${english}${path}`, { headers: headers(tenant) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A demo collection by slug (`players`, `trophies`), with its actions. */
export async function demoCollection(
  request: APIRequestContext,
  slug: 'players' | 'trophies',
  tenant: Tenant = 'tribune',
): Promise<DemoCollection> {
  const list = await getJson<{
    data: { collections: { id: number; slug: string; title: string; page_size: number; item_count: number }[] };
  }>(request, '/api/v2/collections', tenant);
  const found = list.data.collections.find((collection) => collection.slug === slug);
  if (found === undefined) throw new Error(`the demo has no collection ${slug} on ${tenant}`);
  const actions = await getJson<{
    data: { filters: CollectionFilter[]; sortables: { id: number; label: string }[]; show_more_label: string };
  }>(request, `/api/v2/collection/${found.id}/actions`, tenant);
  return {
    id: found.id,
    title: found.title,
    pageSize: found.page_size,
    itemCount: found.item_count,
    filters: actions.data.filters,
    sortables: actions.data.sortables,
    showMoreLabel: actions.data.show_more_label,
  };
}

/** The filter with this label. */
export function filterOf(collection: DemoCollection, label: string): CollectionFilter {
  const filter = collection.filters.find((candidate) => candidate.label === label);
  if (filter === undefined) throw new Error(`no filter ${label} in ${collection.title}`);
  return filter;
}

/** The items call as the page sends it: `params` in order (`filter[]`, `sliders[]`, `dates[]`, `sort`, `offset`). */
export async function collectionItems(
  request: APIRequestContext,
  collectionId: number,
  params: [string, string][],
  tenant: Tenant = 'tribune',
): Promise<{ titles: string[]; count: number; shown: number }> {
  const query = new URLSearchParams(params).toString();
  const body = await getJson<{ data: { html: string; count_with_filters: number; shown: number } }>(
    request,
    `/ajax/collection/${collectionId}/items${query ? `?${query}` : ''}`,
    tenant,
  );
  const titles = [
    ...body.data.html.matchAll(/<h3 class="collection-item__title">(?:<a [^>]*>)?(.*?)(?:<\/a>)?<\/h3>/g),
  ].map((match) =>
    (match[1] ?? '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
  return { titles, count: body.data.count_with_filters, shown: body.data.shown };
}
