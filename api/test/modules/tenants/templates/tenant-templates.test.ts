import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { devAdminToken } from '../../../../src/config';
import { buildTestApp, hosts } from '../../../helper';

/**
 * PLT-04: a tenant's template files (spec 001 §1 "template files are fetched per tenant", §12
 * `{template path}/assets/cdn/{tenant}/js/templates/{file}.ejs`), decision 0043.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const operator = { authorization: `Bearer ${devAdminToken}` };

interface TemplatesOfBootstrap {
  templates: { footer?: string; commentRules?: string };
}

async function bootstrapTemplates(host: string): Promise<TemplatesOfBootstrap['templates']> {
  const response = await app.inject({ method: 'GET', url: '/api/front/v1/bootstrap', headers: { host } });
  expect(response.statusCode).toBe(200);
  return (response.json() as TemplatesOfBootstrap).templates;
}

function putTemplate(tenantId: string, name: string, source: string, headers: Record<string, string> = operator) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/tenants/${tenantId}/templates/${name}`,
    headers,
    payload: { source },
  });
}

function deleteTemplate(tenantId: string, name: string) {
  return app.inject({ method: 'DELETE', url: `/api/admin/tenants/${tenantId}/templates/${name}`, headers: operator });
}

const xssCorpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

test('[PLT-04] each tenant’s page gets the template files of its own folder, rendered in its language with its name', async () => {
  const tribune = await bootstrapTemplates(hosts.tribune);
  expect(tribune.footer).toContain('<h2>About Tribune</h2>');
  expect(tribune.footer).toContain('<a href="/football-pool/predictions">Prediction game</a>');
  expect(tribune.commentRules).toContain('<strong>House rules:</strong>');

  const dutch = await bootstrapTemplates(hosts.tribuneNl);
  expect(dutch.footer).toContain('<h2>Over Tribune NL</h2>');
  // The Dutch demo runs no prediction game, so its footer does not point at one (decision 0029).
  expect(dutch.footer).not.toContain('football-pool');
  expect(dutch.commentRules).toContain('<strong>Huisregels:</strong>');

  // The page itself carries them (its inlined bootstrap), for the server render and the browser alike.
  const page = await app.inject({ method: 'GET', url: '/', headers: { host: hosts.tribuneNl } });
  expect(page.body).toContain('Over Tribune NL');
});

test('[PLT-04] the operator changes a tenant’s footer without a release: the next page shows it, the other tenant keeps its own', async () => {
  const before = await app.inject({ method: 'GET', url: '/', headers: { host: hosts.tribune } });
  expect(before.body).toContain('About Tribune');

  const written = await putTemplate(
    'tribune',
    'footer',
    '<p>© <%= year %> <%= name %> · <a href="/contact">Tip the editors</a></p><%=# language %><p>lang <%= language %></p><%=/ language %>',
  );
  expect(written.statusCode).toBe(200);
  const view = written.json().data;
  expect(view).toMatchObject({ name: 'footer', origin: 'operator' });
  expect(view.url).toBe(`/assets/cdn/tribune/js/templates/footer.ejs?v=${view.version}`);
  expect(view.preview).toBe(
    `<p>© ${new Date().getUTCFullYear()} Tribune · <a href="/contact">Tip the editors</a></p><p>lang en</p>`,
  );

  expect((await bootstrapTemplates(hosts.tribune)).footer).toBe(view.preview);
  // The guest page cache was dropped: the very next page has the new footer.
  const after = await app.inject({ method: 'GET', url: '/', headers: { host: hosts.tribune } });
  expect(after.body).toContain('Tip the editors');
  expect(after.body).not.toContain('About Tribune');
  expect((await bootstrapTemplates(hosts.tribuneNl)).footer).toContain('Over Tribune NL');

  // Removing the operator's file brings the folder's back.
  const removed = await deleteTemplate('tribune', 'footer');
  expect(removed.statusCode).toBe(200);
  expect(removed.json().data.find((t: { name: string }) => t.name === 'footer')).toMatchObject({ origin: 'folder' });
  expect((await bootstrapTemplates(hosts.tribune)).footer).toContain('About Tribune');
  expect((await deleteTemplate('tribune', 'footer')).statusCode).toBe(404);
});

test('[PLT-04] no code runs in a template and every hostile text of the corpus comes out harmless', async () => {
  // EJS would run this as JavaScript on the server; here it is text.
  const code = await putTemplate('tribune', 'comment-rules', '<p><%= process.exit(1) %>x<% while(true){} %></p>');
  expect(code.statusCode).toBe(200);
  expect(code.json().data.preview).toBe('<p>x&lt;% while(true){} %&gt;</p>');

  for (const hostile of xssCorpus) {
    const response = await putTemplate('tribune', 'comment-rules', `<p>Rules</p>${hostile}<p><%= name %></p>`);
    expect(response.statusCode).toBe(200);
    const html: string = response.json().data.preview;
    expect(html).not.toMatch(/<(script|img|svg|iframe|object|embed|form|input|meta|video|body|details|style|math)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    // Text may say "javascript:" (the corpus's markdown link stays text); no attribute may hold it.
    expect(html).not.toMatch(/=\s*["']?\s*javascript:/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  }
  expect((await deleteTemplate('tribune', 'comment-rules')).statusCode).toBe(200);
});

test('[PLT-04] a template that cannot be read, an unknown file, a missing token or tenant: clear errors, nothing written', async () => {
  const unclosed = await putTemplate('tribune', 'footer', '<p><%=# language %>never closed</p>');
  expect(unclosed.statusCode).toBe(422);
  const failure = unclosed.json();
  expect(failure.data).toBeNull();
  expect(failure.metaData.message).toMatch(/^The template cannot be read: Unclosed section "language"/);
  expect(failure.metaData.errors.source).toEqual([failure.metaData.message]);
  expect((await bootstrapTemplates(hosts.tribune)).footer).toContain('About Tribune');

  expect((await putTemplate('tribune', 'header', '<p>x</p>')).statusCode).toBe(400);
  expect((await putTemplate('nobody', 'footer', '<p>x</p>')).statusCode).toBe(404);
  expect((await putTemplate('tribune', 'footer', '<p>x</p>', {})).statusCode).toBe(401);
  const tooLong = await putTemplate('tribune', 'footer', 'x'.repeat(20_001));
  expect(tooLong.statusCode).toBe(422);
  expect(tooLong.json().metaData.errors.source).toHaveLength(1);

  const listed = await app.inject({ method: 'GET', url: '/api/admin/tenants/tribune/templates', headers: operator });
  expect(listed.statusCode).toBe(200);
  expect(listed.json().data.map((t: { name: string; origin: string }) => [t.name, t.origin])).toEqual([
    ['footer', 'folder'],
    ['comment-rules', 'folder'],
  ]);
});

test('[PLT-04] a template file’s source is at the spec’s address: text, cached for good with its version, only for its own tenant', async () => {
  const first = await app.inject({
    method: 'GET',
    url: '/assets/cdn/tribune/js/templates/footer.ejs',
    headers: { host: hosts.tribune },
  });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(first.body).toContain('<h2>About <%= name %></h2>');
  expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  const etag = first.headers.etag as string;

  const version = etag.replaceAll('"', '');
  const versioned = await app.inject({
    method: 'GET',
    url: `/assets/cdn/tribune/js/templates/footer.ejs?v=${version}`,
    headers: { host: hosts.tribune },
  });
  expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const revalidated = await app.inject({
    method: 'GET',
    url: '/assets/cdn/tribune/js/templates/footer.ejs',
    headers: { host: hosts.tribune, 'if-none-match': etag },
  });
  expect(revalidated.statusCode).toBe(304);

  // Another tenant's folder, a file that is not a template, a folder with no such tenant: not found.
  const otherTenant = await app.inject({
    method: 'GET',
    url: '/assets/cdn/tribune-nl/js/templates/footer.ejs',
    headers: { host: hosts.tribune },
  });
  expect(otherTenant.statusCode).toBe(404);
  const notATemplate = await app.inject({
    method: 'GET',
    url: '/assets/cdn/tribune/js/templates/..%2F..%2Flogo.svg',
    headers: { host: hosts.tribune },
  });
  expect([400, 404]).toContain(notATemplate.statusCode);
  expect(notATemplate.body).not.toContain('<svg');
});
