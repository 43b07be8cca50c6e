import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { ApiError, isApiError } from '../api/api-error';
import { createHydrationMiddleware, createSeededCache, toPageError } from './swr-data';

const key = ['matchcenter/match', 7] as const;
const serverData = { [unstable_serialize(key)]: { score: '0-0' } };

let update: ((score: string) => Promise<unknown>) | null = null;
function Score({ fetcher }: { fetcher: () => Promise<{ score: string }> }) {
  const { data, mutate } = useSWR(key, fetcher);
  update = (score) => mutate((current) => (current ? { ...current, score } : current), { revalidate: false });
  return <p>{data?.score ?? 'loading'}</p>;
}

test('[ISSUE-10] data the server rendered with is in the cache: shown without a fetch, and an update function receives it', async () => {
  const fetcher = jest.fn(() => Promise.resolve({ score: '9-9' }));
  render(
    <SWRConfig
      value={{
        fallback: serverData,
        provider: createSeededCache(serverData),
        use: [createHydrationMiddleware(Object.keys(serverData))],
      }}
    >
      <Score fetcher={fetcher} />
    </SWRConfig>,
  );
  expect(screen.getByText('0-0')).toBeInTheDocument();

  // A live event's update, applied to what the page shows (with `fallback` alone, `current` was undefined).
  await act(async () => {
    await update?.('1-0');
  });
  expect(screen.getByText('1-0')).toBeInTheDocument();
  expect(fetcher).not.toHaveBeenCalled();
});

function Article({ fetcher }: { fetcher: () => Promise<{ title: string }> }) {
  const { data, error, isLoading } = useSWR(['content/article', 99999], fetcher);
  if (isApiError(error, 404)) return <h1>Article not found</h1>;
  if (isLoading || !data) return <p>Loading…</p>;
  return <h1>{data.title}</h1>;
}

test('[SEO-01] a "not found" the server rendered with hydrates as the same error: no loading flash, no request', async () => {
  const answer = toPageError(new ApiError(404, { data: null, metaData: { message: 'Not found.' } }, 'Not Found'));
  expect(answer).toEqual({
    status: 404,
    message: 'Not found.',
    body: { data: null, metaData: { message: 'Not found.' } },
  });
  const errors = { [unstable_serialize(['content/article', 99999])]: answer! };
  const fetcher = jest.fn(() => Promise.resolve({ title: 'Fetched again' }));
  render(
    <SWRConfig
      value={{ provider: createSeededCache({}, errors), use: [createHydrationMiddleware(Object.keys(errors))] }}
    >
      <Article fetcher={fetcher} />
    </SWRConfig>,
  );
  expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  expect(fetcher).not.toHaveBeenCalled();
});

test('[SEO-01] only "not found" and "gone" are page results; other failures are left to the browser', () => {
  expect(toPageError(new ApiError(410, {}, 'Gone'))).toEqual({ status: 410, message: 'Gone', body: {} });
  expect(toPageError(new ApiError(500, {}, 'Server error'))).toBeNull();
  expect(toPageError(new Error('timeout'))).toBeNull();
});
