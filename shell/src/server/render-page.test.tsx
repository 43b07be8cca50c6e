/**
 * @jest-environment node
 */
import { use } from 'react';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type RemoteName } from '@tribune/shared';
import { testBootstrap } from '@tribune/shared/testing';
import { renderPage, type RemoteProblem, type ServerRemoteModule } from './render-page';

// Server-side rendering (issue 10, docs/decisions/0010): the shell's renderer with stand-in remotes.
// The network edge is the `fetch` the API hands the renderer; it answers here.

const storySchema = z.object({ title: z.string() });

function Story() {
  const client = useApiClient();
  const { data, isLoading } = useSWR(['mf_content/story', 7], () => client.request('/api/v2/story/7', storySchema));
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
