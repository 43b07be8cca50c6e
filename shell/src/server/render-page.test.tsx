/**
 * @jest-environment node
 */
import { use } from 'react';
import useSWR from 'swr';
import { GonePage, isApiError, NotFoundPage, PageRedirect, useApiClient, type RemoteName } from '@tribune/shared';
import { testBootstrap, uncheckedRequest } from '@tribune/shared/testing';
import { renderPage, type RemoteProblem, type ServerRemoteModule } from './render-page';

// Server-side rendering (issue 10, docs/decisions/0010): the shell's renderer with stand-in remotes.
// The network edge is the `fetch` the API hands the renderer; it answers here.

/** The stand-in API's story, read as a remote reads an answer it trusts the contract for. */
async function getStory(client: ReturnType<typeof useApiClient>): Promise<{ title: string }> {
  const body = await uncheckedRequest(client)('/api/v2/story/7');
  return body as { title: string };
}

function Story() {
  const client = useApiClient();
  const { data, isLoading } = useSWR(['mf_content/story', 7], () => getStory(client));
  // As the remotes do: the loading state first, so a server render must not report loading with data.
  if (isLoading || !data) return <h1>Loading…</h1>;
  return <h1>{data.title}</h1>;
}

function Headline({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content="The match report" />
      <p>{title}</p>
    </>
  );
}

const remote = (component: () => React.ReactNode, styles = ''): ServerRemoteModule => ({
  exposes: { './routes': { default: component } },
  styles,
});

const bootstrap = testBootstrap({
  remotes: [
    { name: 'mf_content', version: '1.2.3', entry: '/remotes/mf-content/1.2.3/remoteEntry.js' },
    { name: 'mf_matchcenter', version: '2.0.0', entry: '/remotes/mf-matchcenter/2.0.0/remoteEntry.js' },
  ],
});

const storyFetch: typeof fetch = async (input) => {
  const url = String(input);
  if (url.endsWith('/api/v2/story/7')) return Response.json({ title: 'Ajax win the derby' });
  return new Response('{}', { status: 404 });
};

function render(
  modules: Partial<Record<RemoteName, ServerRemoteModule | (() => Promise<ServerRemoteModule>)>>,
  url = '/',
  fetchImpl: typeof fetch = storyFetch,
) {
  const problems: RemoteProblem[] = [];
  // The match centre fills no area on these pages; it is there so a tenant runs two remotes.
  const all = { mf_matchcenter: remote(() => null), ...modules };
  const result = renderPage({
    bootstrap,
    url,
    fetch: fetchImpl,
    budgetMs: 150,
    renderedAt: Date.UTC(2026, 10, 23, 12),
    loadRemote: async (name) => {
      const module = all[name];
      if (!module) throw new Error(`no Node build of ${name}`);
      return typeof module === 'function' ? module() : module;
    },
    onRemoteProblem: (problem) => problems.push(problem),
  });
  return { result, problems };
}

test('[ISSUE-10] the page HTML holds the main content, with the data the server fetched handed to the browser', async () => {
  const { result, problems } = render({ mf_content: remote(Story, '.story{color:red}') });
  const page = await result;
  expect(page.html).toContain('<h1>Ajax win the derby</h1>');
  // Written in one piece once everything settled: no streaming scripts (the page's CSP refuses them).
  expect(page.html).not.toContain('<script');
  expect(page.html).toContain('class="site-header"');
  expect(page.status).toBe(200);
  expect(Object.values(page.state.data)).toEqual([{ title: 'Ajax win the derby' }]);
  expect(page.state.deferred).toEqual([]);
  expect(page.styles).toContain('.story{color:red}');
  expect(problems).toEqual([]);
});

test('[SEO-04] a remote built with stylesheet files is linked beside its remoteEntry.js, not inlined', async () => {
  const linked: ServerRemoteModule = {
    ...remote(Story, '.story{color:red}'),
    stylesheets: ['mf_content-styles.0123abcd.css'],
  };
  const page = await render({ mf_content: linked }).result;
  expect(page.stylesheets).toEqual([
    { href: '/remotes/mf-content/1.2.3/mf_content-styles.0123abcd.css', file: 'mf_content-styles.0123abcd.css' },
  ]);
  expect(page.styles).not.toContain('.story{color:red}');
});

test('[ISSUE-10] a page sets its own title and meta description, which go to the head', async () => {
  const { result } = render({ mf_content: remote(() => <Headline title="Match report" />) });
  const page = await result;
  expect(page.head).toContain('<title>Match report</title>');
  expect(page.head).toContain('<meta name="description" content="The match report"/>');
  expect(page.html).not.toContain('<title>');
});

test('[ISSUE-10] a remote that throws on the server leaves its area to the browser, and the page still renders', async () => {
  const Broken = () => {
    throw new Error('kaboom');
  };
  const { result, problems } = render({ mf_content: remote(Broken) });
  const page = await result;
  expect(page.html).toContain('class="site-header"');
  expect(page.html).toContain('<!--$!-->');
  expect(page.state.deferred).toEqual(['mf_content']);
  expect(problems).toEqual([expect.objectContaining({ remote: 'mf_content', version: '1.2.3', phase: 'render' })]);
});

test('[ISSUE-10] a remote that hangs on the server is cut off at its budget and left to the browser', async () => {
  const never = new Promise<never>(() => undefined);
  const Hanging = () => {
    use(never);
    return null;
  };
  const { result, problems } = render({ mf_content: remote(Hanging) });
  const page = await result;
  expect(page.html).toContain('class="site-header"');
  expect(page.state.deferred).toEqual(['mf_content']);
  expect(problems).toEqual([expect.objectContaining({ remote: 'mf_content', version: '1.2.3', phase: 'render' })]);
});

test('[ISSUE-10] a remote whose Node build is missing or slow to load is left to the browser', async () => {
  const slow = () => new Promise<ServerRemoteModule>((resolve) => setTimeout(() => resolve(remote(Story)), 1000));
  const missing = render({});
  const late = render({ mf_content: slow });
  for (const { result, problems } of [missing, late]) {
    const page = await result;
    expect(page.html).toContain('class="site-header"');
    expect(page.state.deferred).toContain('mf_content');
    expect(problems.filter((problem) => problem.remote === 'mf_content')).toEqual([
      expect.objectContaining({ remote: 'mf_content', version: '1.2.3', phase: 'load' }),
    ]);
  }
});

test('[ISSUE-10] data that fails to load renders the loading state, for the browser to fetch', async () => {
  const failing: typeof fetch = async () => new Response('{}', { status: 500 });
  const { result, problems } = render({ mf_content: remote(Story) }, '/', failing);
  const page = await result;
  expect(page.html).toContain('<h1>Loading…</h1>');
  expect(page.state.data).toEqual({});
  expect(problems).toEqual([expect.objectContaining({ remote: 'mf_content', phase: 'data' })]);
});

test('[ISSUE-10] a URL no remote of the tenant owns renders the not-found page with status 404', async () => {
  const { result } = render({ mf_content: remote(Story) }, '/football-pool/predictions');
  const page = await result;
  expect(page.status).toBe(404);
  expect(page.html).toContain('data-testid="not-found"');
});

test('[ISSUE-10] every render has its own SWR cache: one page never shows another page data', async () => {
  let title = 'First';
  const changing: typeof fetch = async () => Response.json({ title });
  const first = await render({ mf_content: remote(Story) }, '/', changing).result;
  title = 'Second';
  const second = await render({ mf_content: remote(Story) }, '/', changing).result;
  expect(first.html).toContain('<h1>First</h1>');
  expect(second.html).toContain('<h1>Second</h1>');
});

/** As the remotes' pages do: the API's 404 is the not-found page, its 410 the removed page. */
function StoryOrStatus() {
  const client = useApiClient();
  const { data, error } = useSWR(['mf_content/story', 7], () => getStory(client));
  if (isApiError(error, 404)) return <NotFoundPage />;
  if (isApiError(error, 410)) return <GonePage />;
  if (!data) return <h1>Loading…</h1>;
  if (data.title === 'Moved') return <PageRedirect to="/article/7/the-real-slug" />;
  return <h1>{data.title}</h1>;
}

const answering =
  (status: number, body: unknown = { data: null, metaData: { message: 'The requested resource was not found.' } }) =>
  async () =>
    Response.json(body, { status });

test('[SEO-01] an API 404 while loading data is the not-found page, rendered on the server with status 404 and noindex', async () => {
  const { result, problems } = render({ mf_content: remote(StoryOrStatus) }, '/article/99999/x', answering(404));
  const page = await result;
  expect(page.status).toBe(404);
  expect(page.html).toContain('data-testid="not-found"');
  expect(page.html).not.toContain('Loading…');
  expect(page.head).toContain('<meta name="robots" content="noindex"/>');
  // Not left to the browser: nothing deferred, nothing reported, the page is complete (it may be kept).
  expect(page.state.deferred).toEqual([]);
  expect(problems).toEqual([]);
  expect(page.complete).toBe(true);
  // The browser hydrates with the same error, so it neither asks again nor flashes a loading state.
  expect(Object.values(page.state.errors ?? {})).toEqual([
    { status: 404, message: 'The requested resource was not found.', body: expect.anything() },
  ]);
});

test('[SEO-01] an API 410 is the removed page with status 410', async () => {
  const { result, problems } = render({ mf_content: remote(StoryOrStatus) }, '/article/7/x', answering(410));
  const page = await result;
  expect(page.status).toBe(410);
  expect(page.html).toContain('data-page-status="410"');
  expect(page.head).toContain('<meta name="robots" content="noindex"/>');
  expect(problems).toEqual([]);
});

test('[SEO-01] a page reporting another address is a 301 there, with the request query kept', async () => {
  const moved: typeof fetch = async () => Response.json({ title: 'Moved' });
  const { result } = render({ mf_content: remote(StoryOrStatus) }, '/article/7/wrong-slug?utm_source=x&a=1', moved);
  const page = await result;
  expect(page.status).toBe(301);
  expect(page.location).toBe('/article/7/the-real-slug?utm_source=x&a=1');
});

test('[SEO-01] a redirect never leaves the site', async () => {
  const Away = () => <PageRedirect to="//elsewhere.example/x" />;
  const { result } = render({ mf_content: remote(Away) }, '/article/7/x');
  const page = await result;
  expect(page.status).toBe(200);
  expect(page.location).toBeUndefined();
});

test('[SEO-01] other failures still leave the area to the browser, with status 200', async () => {
  const { result, problems } = render({ mf_content: remote(StoryOrStatus) }, '/', answering(500, {}));
  const page = await result;
  expect(page.status).toBe(200);
  expect(page.html).toContain('<h1>Loading…</h1>');
  expect(page.state.errors).toEqual({});
  expect(problems).toEqual([expect.objectContaining({ remote: 'mf_content', phase: 'data' })]);
});
