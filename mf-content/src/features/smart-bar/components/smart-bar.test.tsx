import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import type { SmartBar as SmartBarData } from '../api/get-smart-bar';
import { SmartBar } from './smart-bar';

const server = setupMockApi();

const bar: SmartBarData = {
  text: 'Play our prediction game!',
  link: '#football-pool',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** GET /refresh-token and POST /ajax/smart-bar/hide, answering the close with `hideStatus`. */
function serveClose(hideStatus: number) {
  const closes: { csrf: string | null; visitor: string | null }[] = [];
  let tokens = 0;
  server.use(
    http.get(`${testApiOrigin}/refresh-token`, () => {
      tokens += 1;
      return HttpResponse.json({ token: `csrf-token-${tokens}` });
    }),
    http.post(`${testApiOrigin}/ajax/smart-bar/hide`, ({ request }) => {
      closes.push({ csrf: request.headers.get('x-csrf-token'), visitor: request.headers.get('x-visitor-id') });
      return hideStatus === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(
            { data: null, metaData: { message: 'Something went wrong on our side.' } },
            { status: hideStatus },
          );
    }),
  );
  return closes;
}

test('[SB-01] a click on the bar’s link stores the update’s date and hides the bar', async () => {
  const closes = serveClose(204);
  const { user } = await renderWithProviders(<SmartBar bar={bar} />);
  await user.click(screen.getByRole('link', { name: 'Play our prediction game!' }));
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem('smartbar_date')).toBe(bar.updated_at);
  // Following the link is not a close: nothing is sent.
  expect(closes).toEqual([]);
});

test('[SB-01] close sends the hide with the CSRF header of a fresh token, stores the date and hides the bar', async () => {
  const closes = serveClose(204);
  const { user } = await renderWithProviders(<SmartBar bar={bar} />);
  await user.click(screen.getByRole('button', { name: 'Close the announcement' }));
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem('smartbar_date')).toBe(bar.updated_at);
  await waitFor(() => expect(closes).toHaveLength(1));
  expect(closes[0]).toEqual({ csrf: 'csrf-token-1', visitor: expect.any(String) });
});

test.each([500, 419])('[SB-01] close hides the bar whatever the answer: a %i too', async (status) => {
  const closes = serveClose(status);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderWithProviders(<SmartBar bar={bar} />);
  await user.click(screen.getByRole('button', { name: 'Close the announcement' }));
  await waitFor(() => expect(closes).toHaveLength(1));
  await waitFor(() => expect(logged).toHaveBeenCalled());
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem('smartbar_date')).toBe(bar.updated_at);
  logged.mockRestore();
});

test('[SB-01] close hides the bar even when the token cannot be had', async () => {
  server.use(http.get(`${testApiOrigin}/refresh-token`, () => HttpResponse.error()));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderWithProviders(<SmartBar bar={bar} />);
  await user.click(screen.getByRole('button', { name: 'Close the announcement' }));
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  await waitFor(() => expect(logged).toHaveBeenCalled());
  expect(window.localStorage.getItem('smartbar_date')).toBe(bar.updated_at);
  logged.mockRestore();
});

test('[SB-01] the bar is a labelled region fixed to the viewport, with a labelled close button', async () => {
  await renderWithProviders(<SmartBar bar={bar} />);
  const region = screen.getByRole('region', { name: 'Announcement' });
  expect(region).toHaveClass('smart-bar');
  expect(screen.getByRole('button', { name: 'Close the announcement' })).toHaveAttribute('type', 'button');
});

test('[SB-01] while the bar shows, the page reserves its height below its end; closed, the room goes', async () => {
  serveClose(204);
  // jsdom lays nothing out: the bar is given the height a phone measures for two lines.
  const measure = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 0, y: 840, width: 412, height: 75.4 }));
  const { user } = await renderWithProviders(<SmartBar bar={bar} />);
  const reserved = () => document.body.style.paddingBottom;
  expect(reserved()).toBe('76px');

  await user.click(screen.getByRole('button', { name: 'Close the announcement' }));
  expect(reserved()).toBe('');
  measure.mockRestore();
});
