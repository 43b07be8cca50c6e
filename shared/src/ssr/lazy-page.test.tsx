import { lazy, type ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { TribuneIntlProvider } from '../i18n/intl';
import { CurrentRemoteContext } from '../slots/remote-area';
import { LazyPage } from './lazy-page';
import { PageAreasContext, type PageAreas } from './page-areas';

function recordingAreas() {
  const noted: string[] = [];
  const areas: PageAreas = { note: (id) => void noted.push(id), fail: () => undefined };
  return { areas, noted };
}

type PageModule = { default: () => ReactElement };

test('[ISSUE-30] a lazy page counts as an area only once its own content has rendered, so the page is not marked interactive before it', async () => {
  let arrive: (module: PageModule) => void = () => undefined;
  const Page = lazy(() => new Promise<PageModule>((resolve) => (arrive = resolve)));
  const { areas, noted } = recordingAreas();
  render(
    <TribuneIntlProvider language="en">
      <PageAreasContext.Provider value={areas}>
        <CurrentRemoteContext.Provider value="mf_content">
          <LazyPage page={Page} />
        </CurrentRemoteContext.Provider>
      </PageAreasContext.Provider>
    </TribuneIntlProvider>,
  );
  // The chunk is on its way: a spinner, and nothing counted yet.
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(noted).toEqual([]);

  await act(async () => arrive({ default: () => <h1>Players</h1> }));
  expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
  await waitFor(() => expect(noted).toHaveLength(1));
});

test('[ISSUE-30] outside a remote (a test of the page alone) the lazy page renders without counting', async () => {
  const Page = lazy(async () => ({ default: () => <h1>Alone</h1> }));
  const { areas, noted } = recordingAreas();
  render(
    <TribuneIntlProvider language="en">
      <PageAreasContext.Provider value={areas}>
        <LazyPage page={Page} />
      </PageAreasContext.Provider>
    </TribuneIntlProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Alone' })).toBeInTheDocument();
  expect(noted).toEqual([]);
});
