import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { articleTags, tags } from '../../../../src/modules/content/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

// Issue 33: an article's primary tag and its other tags (`tags`), written in the newsroom, kept in
// revisions, shown on the article and listing it on each tag's page.

interface EditorArticle {
  id: number;
  primary_tag: string;
  tags: string[];
  version: number;
}

let app: FastifyInstance;
let editor = '';
let dutchEditor = '';
const tagIds = new Map<string, number>();

beforeAll(async () => {
  app = await buildTestApp({ env: { LOG_LEVEL: 'error' } });
  const rows = await app.db
    .insert(tags)
    .values([
      ...['transfers', 'ajax', 'eredivisie', 'youth', 'women', 'europe'].map((slug) => ({
        tenantId: 'tribune',
        slug,
        title: slug[0]?.toUpperCase() + slug.slice(1),
      })),
      ...Array.from({ length: 11 }, (_, index) => ({
        tenantId: 'tribune',
        slug: `extra-${index}`,
        title: `Extra ${index}`,
      })),
      { tenantId: 'tribune-nl', slug: 'transfers', title: 'Transfers' },
      { tenantId: 'tribune-nl', slug: 'nl-only', title: 'Alleen NL' },
    ])
    .returning({ id: tags.id, slug: tags.slug, tenantId: tags.tenantId });
  for (const row of rows) tagIds.set(`${row.tenantId}/${row.slug}`, row.id);
  [editor, dutchEditor] = await Promise.all([
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  options: { tenant?: string; language?: 'en' | 'nl'; token?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const token =
    options.token === null ? undefined : (options.token ?? (options.tenant === 'tribune-nl' ? dutchEditor : editor));
  return apiRequest(app, {
    method,
    url,
    token,
    tenant: options.tenant,
    language: options.language,
    ...(payload === undefined ? {} : { payload }),
  });
}

let made = 0;
async function write(fields: Record<string, unknown> = {}, tenant?: string): Promise<EditorArticle> {
  made += 1;
  const response = await call(
    'POST',
    '/api/v2/editor/articles',
    { title: `Tagged piece ${made}`, content: `<p>Words of piece ${made}.</p>`, primary_tag: 'transfers', ...fields },
    { tenant },
  );
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ data: EditorArticle }>().data;
}

function dataOf(response: LightMyRequestResponse): EditorArticle {
  return response.json<{ data: EditorArticle }>().data;
}

async function storedTags(articleId: number): Promise<{ tagId: number; position: number }[]> {
  return app.db
    .select({ tagId: articleTags.tagId, position: articleTags.position })
    .from(articleTags)
    .where(eq(articleTags.articleId, articleId))
    .orderBy(articleTags.position);
}

/** The ids of a tag's page (the JSON tag list) and the count of the HTML by-tag list. */
async function tagPage(slug: string, tenant = 'tribune'): Promise<{ ids: number[]; total: number; htmlCount: number }> {
  const tagId = tagIds.get(`${tenant}/${slug}`);
  const json = await apiRequest(app, { method: 'GET', url: `/ajax/tag/${tagId}/load-latest-articles/0/50`, tenant });
  expect(json.statusCode).toBe(200);
  const html = await apiRequest(app, { method: 'GET', url: `/ajax/article/by-tag/${slug}/0/50/50/0/0`, tenant });
  expect(html.statusCode).toBe(200);
  const data = json.json<{ data: { latestArticles: { id: number }[]; total_count: number } }>().data;
  return {
    ids: data.latestArticles.map((article) => article.id),
    total: data.total_count,
    htmlCount: html.json<{ data: { result_count: number } }>().data.result_count,
  };
}

describe('[NR-02] an article’s other tags in the newsroom', () => {
  test('[NR-02] written with the article, in order, and shown in the editor’s article', async () => {
    const article = await write({ tags: ['ajax', ' eredivisie '] });
    expect(article.primary_tag).toBe('transfers');
    expect(article.tags).toEqual(['ajax', 'eredivisie']);
    expect(await storedTags(article.id)).toEqual([
      { tagId: tagIds.get('tribune/ajax'), position: 0 },
      { tagId: tagIds.get('tribune/eredivisie'), position: 1 },
    ]);
    expect(dataOf(await call('GET', `/api/v2/editor/articles/${article.id}`)).tags).toEqual(['ajax', 'eredivisie']);

    const none = await write();
    expect(none.tags).toEqual([]);
  });

  test('[NR-02] a save replaces them; one without `tags` keeps them; a new primary tag leaves the others', async () => {
    const article = await write({ tags: ['ajax', 'eredivisie'] });
    const reordered = dataOf(
      await call('PATCH', `/api/v2/editor/articles/${article.id}`, {
        tags: ['youth', 'ajax'],
        version: article.version,
      }),
    );
    expect(reordered.tags).toEqual(['youth', 'ajax']);
    const titled = dataOf(await call('PATCH', `/api/v2/editor/articles/${article.id}`, { title: 'Only the title' }));
    expect(titled.tags).toEqual(['youth', 'ajax']);
    // A former other tag made primary is no longer among the others.
    const promoted = dataOf(await call('PATCH', `/api/v2/editor/articles/${article.id}`, { primary_tag: 'ajax' }));
    expect(promoted).toMatchObject({ primary_tag: 'ajax', tags: ['youth'] });
    const swapped = dataOf(
      await call('PATCH', `/api/v2/editor/articles/${article.id}`, { primary_tag: 'youth', tags: ['transfers'] }),
    );
    expect(swapped).toMatchObject({ primary_tag: 'youth', tags: ['transfers'] });
    const cleared = dataOf(await call('PATCH', `/api/v2/editor/articles/${article.id}`, { tags: [] }));
    expect(cleared.tags).toEqual([]);
    expect(await storedTags(article.id)).toEqual([]);
  });

  test('[NR-02] 422 under `tags` for too many, a repeat, the primary tag and an unknown slug, in English and Dutch; nothing stored', async () => {
    const cases: [unknown, string, string][] = [
      [
        Array.from({ length: 11 }, (_, index) => `extra-${index}`),
        'An article can have at most 10 tags besides its primary tag.',
        'Een artikel kan naast de hoofdtag hoogstens 10 tags hebben.',
      ],
      [['ajax', 'ajax'], 'Each tag can be chosen once.', 'Elke tag kan maar één keer gekozen worden.'],
      [
        ['ajax', 'transfers'],
        'The primary tag cannot also be one of the other tags.',
        'De hoofdtag kan niet ook een van de andere tags zijn.',
      ],
      [
        ['ajax', 'no-such-tag'],
        'There is no tag with the slug no-such-tag.',
        'Er is geen tag met de slug no-such-tag.',
      ],
    ];
    for (const [value, english, dutch] of cases) {
      for (const [language, message] of [
        ['en', english],
        ['nl', dutch],
      ] as const) {
        const response = await call(
          'POST',
          '/api/v2/editor/articles',
          { title: 'Refused', content: '<p>x</p>', primary_tag: 'transfers', tags: value },
          { language },
        );
        expect(response.statusCode).toBe(422);
        expect(response.json<ErrorBody>()).toEqual({ data: null, metaData: { message, errors: { tags: [message] } } });
      }
    }
    const article = await write({ tags: ['ajax'] });
    // The article's own primary tag, named without a new primary one.
    const patch = await call('PATCH', `/api/v2/editor/articles/${article.id}`, {
      title: 'Not saved',
      tags: ['ajax', 'transfers'],
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json<ErrorBody>().metaData.errors).toEqual({
      tags: ['The primary tag cannot also be one of the other tags.'],
    });
    const after = dataOf(await call('GET', `/api/v2/editor/articles/${article.id}`));
    expect(after).toMatchObject({ version: article.version, tags: ['ajax'] });
    expect(
      (
        await call('POST', '/api/v2/editor/articles', {
          title: 'x',
          content: '<p>x</p>',
          primary_tag: 'transfers',
          tags: 'ajax',
        })
      ).statusCode,
    ).toBe(422);
  });

  test('[NR-02] another tenant’s tag is unknown', async () => {
    const response = await call('POST', '/api/v2/editor/articles', {
      title: 'Refused',
      content: '<p>x</p>',
      primary_tag: 'transfers',
      tags: ['nl-only'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().metaData.errors).toEqual({ tags: ['There is no tag with the slug nl-only.'] });
  });

  test('[NR-02] revisions keep the tags and a restore brings them back', async () => {
    const article = await write({ tags: ['ajax', 'eredivisie'] });
    await call('PATCH', `/api/v2/editor/articles/${article.id}`, { tags: ['women'] });
    const first = await call('GET', `/api/v2/editor/articles/${article.id}/revisions/1`);
    expect(first.json<{ data: { article: { tag_ids: number[] } } }>().data.article.tag_ids).toEqual([
      tagIds.get('tribune/ajax'),
      tagIds.get('tribune/eredivisie'),
    ]);
    const restored = await call('POST', `/api/v2/editor/articles/${article.id}/revisions/1/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(dataOf(restored).tags).toEqual(['ajax', 'eredivisie']);
    expect(await storedTags(article.id)).toHaveLength(2);
    const second = await call('POST', `/api/v2/editor/articles/${article.id}/revisions/2/restore`, {});
    expect(dataOf(second).tags).toEqual(['women']);
  });

  test('[NR-02] a restore never puts the primary tag among the others', async () => {
    const article = await write({ tags: ['europe'] });
    // Revision 2: primary europe, others none. Restoring revision 1 (primary transfers, others europe).
    await call('PATCH', `/api/v2/editor/articles/${article.id}`, { primary_tag: 'europe' });
    const restored = dataOf(await call('POST', `/api/v2/editor/articles/${article.id}/revisions/1/restore`, {}));
    expect(restored).toMatchObject({ primary_tag: 'transfers', tags: ['europe'] });
  });

  test('[NR-01] the newsroom’s tag filter finds an article by its primary or another tag', async () => {
    const article = await write({ primary_tag: 'youth', tags: ['women'] });
    const list = async (tag: string) =>
      (await call('GET', `/api/v2/editor/articles?tag=${tag}&per_page=100`))
        .json<{ data: { id: number }[] }>()
        .data.map((row) => row.id);
    expect(await list('youth')).toContain(article.id);
    expect(await list('women')).toContain(article.id);
    expect(await list('eredivisie')).not.toContain(article.id);
  });

  test('[NR-02] a tag in use cannot be deleted; an article’s tags go with it', async () => {
    const article = await write({ tags: ['europe'] });
    await expect(app.db.delete(tags).where(eq(tags.id, tagIds.get('tribune/europe') ?? 0))).rejects.toThrow();
    const removed = await apiRequest(app, {
      method: 'DELETE',
      url: `/api/v2/editor/articles/${article.id}`,
      token: editor,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await storedTags(article.id)).toEqual([]);
  });
});

describe('[NR-02] readers: the article’s tags and the tag pages', () => {
  test('[NR-02] the Article lists its other tags as the primary tag is given', async () => {
    const article = await write({ tags: ['eredivisie', 'ajax'] });
    const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${article.id}` });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: { primary_tag: unknown; tags: unknown } }>().data;
    expect(data.primary_tag).toEqual({ title: 'Transfers', url: '/tag/transfers' });
    expect(data.tags).toEqual([
      { title: 'Eredivisie', url: '/tag/eredivisie' },
      { title: 'Ajax', url: '/tag/ajax' },
    ]);
  });

  test('[NR-02] a tag’s page lists the articles that carry it besides their primary tag, once each, newest first', async () => {
    const before = await tagPage('women');
    const primary = await write({ primary_tag: 'women' });
    const secondary = await write({ tags: ['women', 'ajax'] });
    const draft = await write({ tags: ['women'], status: 'draft' });
    const after = await tagPage('women');
    expect(after.ids.slice(0, 2)).toEqual([secondary.id, primary.id]);
    expect(after.ids).not.toContain(draft.id);
    expect(after.total).toBe(before.total + 2);
    expect(after.htmlCount).toBe(before.htmlCount + 2);
    expect(new Set(after.ids).size).toBe(after.ids.length);
    // Taken off the tag: off its page.
    await call('PATCH', `/api/v2/editor/articles/${secondary.id}`, { tags: ['ajax'] });
    expect((await tagPage('women')).ids).not.toContain(secondary.id);
  });

  test('[NR-02] paging over both kinds keeps the order without gaps or doubles', async () => {
    const written: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const article = await write(index % 2 === 0 ? { primary_tag: 'extra-3' } : { tags: ['extra-3'] });
      written.unshift(article.id);
    }
    const pages: number[] = [];
    for (let page = 0; page < 4; page += 1) {
      const response = await apiRequest(app, {
        method: 'GET',
        url: `/ajax/tag/${tagIds.get('tribune/extra-3')}/load-latest-articles/${page}/2`,
      });
      pages.push(
        ...response.json<{ data: { latestArticles: { id: number }[] } }>().data.latestArticles.map((a) => a.id),
      );
    }
    expect(pages).toEqual(written);
  });

  test('[NR-02] another tenant’s articles never show on a tag page of the same slug', async () => {
    const dutch = await write({ tags: ['nl-only'] }, 'tribune-nl');
    expect((await tagPage('nl-only', 'tribune-nl')).ids).toEqual([dutch.id]);
    expect((await tagPage('transfers', 'tribune-nl')).ids).toContain(dutch.id);
    expect((await tagPage('transfers')).ids).not.toContain(dutch.id);
    const reader = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${dutch.id}` });
    expect(reader.statusCode).toBe(404);
    const rows = await app.db
      .select({ tenantId: articleTags.tenantId })
      .from(articleTags)
      .where(and(eq(articleTags.articleId, dutch.id)));
    expect(rows).toEqual([{ tenantId: 'tribune-nl' }]);
  });
});
