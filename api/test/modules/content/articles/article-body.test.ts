import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { articles, authors, tags } from '../../../../src/modules/content/schema';
import { apiRequest, buildTestApp } from '../../../helper';

/**
 * ART-01: the article body leaves the API sanitized (src/modules/content/sanitize-article-html.ts has
 * the rules and their tests); here an article whose stored body is hostile is read through the route.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

let created = 0;

/** A published article of the tenant with the given body, stored as it is. */
async function createArticle(tenantId: string, content: string): Promise<number> {
  created += 1;
  const slug = `hostile-${created}`;
  const [author] = await app.db
    .insert(authors)
    .values({ tenantId, slug, name: 'Desk editor' })
    .returning({ id: authors.id });
  const [tag] = await app.db.insert(tags).values({ tenantId, slug, title: 'News' }).returning({ id: tags.id });
  if (!author || !tag) throw new Error('no author or tag row');
  const [article] = await app.db
    .insert(articles)
    .values({
      tenantId,
      slug,
      title: 'Hostile body',
      bTitle: 'Hostile body B',
      excerpt: 'An article whose body tries everything.',
      content,
      image: '/assets/images/stadium.svg',
      authorId: author.id,
      primaryTagId: tag.id,
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: articles.id });
  if (!article) throw new Error('no article row');
  return article.id;
}

const hostileBody =
  '<h1 onclick="alert(1)">Derby day</h1>' +
  '<p style="position:fixed">The home side <strong>pressed</strong>.</p>' +
  '<script>alert(document.cookie)</script>' +
  '<img src="/assets/demo/goal.jpg" alt="The winning goal" onerror="alert(1)">' +
  '<p><a href="javascript:alert(1)">Click me</a> <a href="https://example.org" target="_blank">Elsewhere</a></p>' +
  '<iframe src="https://ads.example/frame"></iframe>' +
  '<iframe src="https://www.youtube.com/embed/abc123" onload="alert(1)"></iframe>' +
  '<form action="/steal"><input name="password"></form><!-- note -->';

const player =
  'loading="lazy" allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ' +
  'allowfullscreen referrerpolicy="strict-origin-when-cross-origin"';

test('[ART-01] GET /api/v2/article/{id} answers a hostile stored body as sanitized HTML', async () => {
  const id = await createArticle('tribune', hostileBody);

  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${id}` });

  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: { id: number; content: string } }>();
  expect(data.id).toBe(id);
  expect(data.content).toBe(
    '<h2>Derby day</h2>' +
      '<p>The home side <strong>pressed</strong>.</p>' +
      '<img src="/assets/demo/goal.jpg" alt="The winning goal" loading="lazy" decoding="async" />' +
      '<p><a>Click me</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">Elsewhere</a></p>' +
      `<iframe src="https://www.youtube.com/embed/abc123" title="Video" ${player}></iframe>`,
  );
  // Cleaned on the way out: what the editors stored is left as it was.
  const [stored] = await app.db.select({ content: articles.content }).from(articles).where(eq(articles.id, id));
  expect(stored?.content).toBe(hostileBody);
});

test('[ART-01] a Dutch tenant\'s player without a title is named in Dutch ("Video", as mf-content named it), whatever the browser asks for', async () => {
  const id = await createArticle('tribune-nl', '<iframe src="https://www.youtube.com/embed/abc123"></iframe>');

  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/article/${id}`,
    tenant: 'tribune-nl',
    language: 'en',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: { content: string } }>().data.content).toBe(
    `<iframe src="https://www.youtube.com/embed/abc123" title="Video" ${player}></iframe>`,
  );
});

// The placeholders of the article body markup contract (docs/contracts.md "Article body markup").
const placeholders =
  '<p>Vote:</p><div data-poll-id="12"></div>' +
  '<div data-embed="twitter" data-url="https://x.com/tribune/status/1?s=20&amp;t=x"></div>' +
  '<div data-embed="youtube" data-url="https://www.youtube.com/watch?v=M7lc1UVf-VE"></div>' +
  '<figure data-numbered-image><img src="/assets/images/floodlight-tower.svg" alt="The tower" width="800" height="1400" loading="lazy" decoding="async" /><figcaption>Tall</figcaption></figure>' +
  '<p><a href="/assets/images/pitch.svg" data-lightbox="matchday"><img src="/assets/images/pitch.svg" alt="The pitch" loading="lazy" decoding="async" /></a></p>';

test('[ART-01] the body placeholders (poll, embed, numbered image, lightbox link) leave the API exactly', async () => {
  const id = await createArticle('tribune', placeholders);
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${id}` });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: { content: string } }>().data.content).toBe(placeholders);
});

test("[EMB-01] placeholders that break the contract never leave the API: another host's embed, a poll id that is no number", async () => {
  const id = await createArticle(
    'tribune-nl',
    '<p>a</p><div data-embed="twitter" data-url="https://evil.example/status/1">x</div>' +
      '<div data-embed="instagram" data-url="javascript:alert(1)">y</div>' +
      '<div data-poll-id="1 onclick=alert(1)">poll?</div>' +
      '<div data-poll-id="7">Which side?</div>' +
      '<a href="javascript:alert(1)" data-lightbox="g">z</a>' +
      '<figure data-numbered-image="1" onclick="alert(1)">f</figure>',
  );
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${id}`, tenant: 'tribune-nl' });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: { content: string } }>().data.content).toBe(
    '<p>a</p><div>poll?</div><div data-poll-id="7"></div><a>z</a><figure data-numbered-image>f</figure>',
  );
});
