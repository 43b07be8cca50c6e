import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { AdSlot } from './ad-slot';

// The detector's chunk fails to load (a deploy swapped the chunks, or a blocker refused the file):
// in this file, loading '../lib/detect-ad-blocker' throws, as the failed chunk would.
jest.mock('../lib/detect-ad-blocker', () => {
  throw new Error('Loading chunk partner-check failed');
});

const server = setupMockApi();

afterEach(() => {
  jest.restoreAllMocks();
});

test('[ADS-01] a detector that cannot be loaded is logged as not loaded, and the slot shows its ad', async () => {
  const bait: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/ad`, () =>
      HttpResponse.json({
        data: [
          {
            slug: 'home-top',
            content: '<p>New home kit</p>',
            alternative_content: '<p>Become a member</p>',
            width: 728,
            height: 90,
          },
        ],
      }),
    ),
    http.get(`${testApiOrigin}/ads/prebid-ads.js`, ({ request }) => {
      bait.push(request.url);
      return new HttpResponse('', { status: 404 });
    }),
  );
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);

  await renderWithProviders(<AdSlot slug="home-top" />);

  const slot = await screen.findByRole('group', { name: 'Advertisement' });
  expect(await within(slot).findByText('New home kit')).toBeInTheDocument();
  expect(within(slot).queryByText('Become a member')).not.toBeInTheDocument();
  expect(info).toHaveBeenCalledWith('Ad-blocker detector is not loaded', expect.any(Error));
  // Without the detector nothing is detected: no bait is asked for.
  expect(bait).toEqual([]);
});
