import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { createHydrationMiddleware, createSeededCache } from './swr-data';

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
