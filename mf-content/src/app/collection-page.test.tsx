import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { xssCorpus } from '../test/lists-fixtures';
import { CollectionPage } from './collection-page';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';

const server = setupMockApi();

const actions = {
  collection: { id: 5, slug: 'players', title: 'Every player', description: 'All of them', page_size: 10 },
  filters: [
    {
      id: 11,
      label: 'Position',
      type: 'text',
      meta_type: 'position',
      options: [
        { value: 'Defender', count: 20 },
        { value: 'Midfielder', count: 18 },
        { value: 'Attacker', count: 12 },
        { value: 'Goalkeeper', count: 6 },
      ],
      has_more_options: false,
      action_meta: {},
    },
    {
      id: 12,
      label: 'Nationality',
      type: 'text',
      meta_type: 'nationality',
      options: [
        { value: 'Netherlands', count: 30 },
        { value: 'Belgium', count: 8 },
        { value: 'Morocco', count: 6 },
        { value: 'Suriname', count: 5 },
        { value: 'Denmark', count: 4 },
      ],
      has_more_options: true,
      action_meta: {},
    },
    {
      id: 13,
      label: 'Appearances',
      type: 'number',
      meta_type: null,
      options: [],
      has_more_options: false,
      action_meta: { min: 1, max: 400, step: 1 },
    },
    {
      id: 15,
      label: 'Date of birth',
      type: 'datetime',
      meta_type: 'birth_date',
      options: [],
      has_more_options: false,
      action_meta: { min: '01/15/1950', max: '12/15/2007', format: 'MM/DD/YYYY' },
    },
  ],
  sortables: [
    { id: 13, label: 'Appearances' },
    { id: 15, label: 'Date of birth' },
  ],
  show_more_label: 'Show more',
};

/** Cards as the API renders them: React's static markup, so every text is escaped. */
function cardsHtml(titles: string[]): string {
  return renderToStaticMarkup(
    <>
      {titles.map((title, index) => (
        <li key={index} className="collection-item">
          <h3 className="collection-item__title">{title}</h3>
        </li>
      ))}
    </>,
  );
}

interface ItemsCall {
  offset: string | null;
  filter: string[];
  sliders: string[];
  dates: string[];
  sort: string | null;
}

/**
 * Serves the collection; `count` items match whatever the filters, 10 a page, titled by number; with
 * `capped`, the API stopped counting at `count` (SCL-04) and more follow.
 */
function serveCollection({
  count = 60,
  titles,
  capped = false,
}: { count?: number; titles?: string[]; capped?: boolean } = {}) {
  const calls: ItemsCall[] = [];
  const optionCalls: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/collection/5/actions`, () => HttpResponse.json({ data: actions })),
    http.get(`${testApiOrigin}/api/v2/collection/5/field/12/options`, ({ request }) => {
      optionCalls.push(new URL(request.url).pathname);
      return HttpResponse.json({
        data: {
          options: [
            { value: 'Germany', count: 3 },
            { value: 'Ghana', count: 1 },
          ],
        },
      });
    }),
    http.get(`${testApiOrigin}/ajax/collection/5/items`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const call = {
        offset: params.get('offset'),
        filter: params.getAll('filter[]'),
        sliders: params.getAll('sliders[]'),
        dates: params.getAll('dates[]'),
        sort: params.get('sort'),
      };
      calls.push(call);
      const page = Number(call.offset ?? 0);
      const onPage = Math.max(0, Math.min(10, count - page * 10));
      const pageTitles = titles ?? Array.from({ length: onPage }, (_, index) => `Player ${page * 10 + index + 1}`);
      return HttpResponse.json({
        data: {
          html: cardsHtml(pageTitles),
          count_with_filters: count,
          count_capped: capped,
          total_count: 60,
          offset: page,
          page_size: 10,
          shown: Math.min(count, page * 10 + onPage),
          has_more: capped || (page + 1) * 10 < count,
        },
      });
    }),
  );
  return { calls, optionCalls };
}

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

async function renderCollection(path = '/collection/5', options: { language?: 'en' | 'nl' } = {}) {
  return renderWithProviders(
    // As the routes show it: a lazy page inside the remote's whole catalogue (lazyWithMessages).
    <RemoteIntlProvider loadMessages={loadMessages}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/collection/:id" element={<CollectionPage />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </RemoteIntlProvider>,
    options,
  );
}

function address(): URLSearchParams {
  const text = screen.getByRole('status', { name: 'Address' }).textContent ?? '';
  return new URLSearchParams(text.split('?')[1] ?? '');
}

test('[COL-01] the collection page shows its filters, the sort, the items and “shown of total”', async () => {
  const { calls } = serveCollection();
  await renderCollection();

  expect(await screen.findByRole('heading', { level: 1, name: 'Every player' })).toBeInTheDocument();
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  const position = within(filters).getByRole('group', { name: 'Position' });
  expect(
    within(position)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent?.trim()),
  ).toEqual(['Defender (20)', 'Midfielder (18)', 'Attacker (12)', 'Goalkeeper (6)']);
  expect(within(position).queryByRole('button', { name: 'Show more' })).toBeNull();
  expect(within(filters).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  expect(within(filters).getByRole('slider', { name: 'Minimum Appearances' })).toHaveValue('1');
  expect(within(filters).getByRole('slider', { name: 'Maximum Appearances' })).toHaveValue('400');
  expect(within(filters).getAllByPlaceholderText('MM/DD/YYYY')).toHaveLength(2);
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Name (A–Z)',
    'Appearances, ascending',
    'Appearances, descending',
    'Date of birth, ascending',
    'Date of birth, descending',
  ]);
  expect(await screen.findByText('10 of 60')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Items' });
  expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(10);
  expect(calls).toEqual([{ offset: '0', filter: [], sliders: [], dates: [], sort: null }]);
});

test('[COL-01] checked options go to the address and the items call; one field’s values together', async () => {
  const { calls } = serveCollection({ count: 26 });
  const { user } = await renderCollection();
  await screen.findByText('10 of 26');

  await user.click(screen.getByRole('checkbox', { name: 'Defender (20)' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Attacker (12)' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Belgium (8)' }));
  expect(address().getAll('filter[]')).toEqual(['11,Defender', '11,Attacker', '12,Belgium']);
  await screen.findByText('10 of 26');
  expect(calls.at(-1)).toEqual({
    offset: '0',
    filter: ['11,Defender', '11,Attacker', '12,Belgium'],
    sliders: [],
    dates: [],
    sort: null,
  });

  await user.click(screen.getByRole('checkbox', { name: 'Defender (20)' }));
  expect(address().getAll('filter[]')).toEqual(['12,Belgium', '11,Attacker']);
  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(address().toString()).toBe('');
});

test('[COL-01] show more loads the options after the first 5', async () => {
  const { optionCalls } = serveCollection();
  const { user } = await renderCollection();
  await user.click(await screen.findByRole('button', { name: 'Show more' }));
  expect(await screen.findByRole('checkbox', { name: 'Germany (3)' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Ghana (1)' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  expect(optionCalls).toEqual(['/api/v2/collection/5/field/12/options']);
});

test('[COL-01] the sort dropdown sorts by a field, ascending or descending', async () => {
  const { calls } = serveCollection();
  const { user } = await renderCollection();
  await screen.findByText('10 of 60');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Appearances, descending');
  expect(address().get('sort')).toBe('13d');
  await screen.findByText('10 of 60');
  expect(calls.at(-1)?.sort).toBe('13d');
});

test('[COL-01] load more asks the next page (offsets from 0) and appends it', async () => {
  const { calls } = serveCollection({ count: 25 });
  const { user } = await renderCollection();
  await screen.findByText('10 of 25');
  await user.click(screen.getByRole('button', { name: 'Show more items' }));
  expect(await screen.findByText('20 of 25')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more items' }));
  expect(await screen.findByText('25 of 25')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Items' })).getAllByRole('heading')).toHaveLength(25);
  expect(screen.queryByRole('button', { name: 'Show more items' })).toBeNull();
  expect(calls.map((call) => call.offset)).toEqual(['0', '1', '2']);
});

test('[COL-01] the empty message on the first page when nothing matches', async () => {
  serveCollection({ count: 0 });
  await renderCollection('/collection/5?filter%5B%5D=12%2CDenmark');
  expect(await screen.findByText('No items match these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Items' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Show more items' })).toBeNull();
});

test('[COL-01] a reload keeps the filters of the address', async () => {
  const { calls } = serveCollection({ count: 3 });
  await renderCollection(
    '/collection/5?filter%5B%5D=11%2CGoalkeeper&sliders%5B%5D=13%2C10%2C200&dates%5B%5D=15%2C01%2F01%2F1980-12%2F31%2F1989&sort=15a',
  );
  await screen.findByText('3 of 3');
  expect(screen.getByRole('checkbox', { name: 'Goalkeeper (6)' })).toBeChecked();
  expect(screen.getByRole('slider', { name: 'Minimum Appearances' })).toHaveValue('10');
  expect(screen.getByRole('slider', { name: 'Maximum Appearances' })).toHaveValue('200');
  expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01/01/1980');
  expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('12/31/1989');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('15a');
  expect(calls).toEqual([
    {
      offset: '0',
      filter: ['11,Goalkeeper'],
      sliders: ['13,10,200'],
      dates: ['15,01/01/1980-12/31/1989'],
      sort: '15a',
    },
  ]);
});

test('[COL-01] a date range is typed as MM/DD/YYYY; a wrong date is explained, not sent', async () => {
  const { calls } = serveCollection();
  const { user } = await renderCollection();
  await screen.findByText('10 of 60');
  const from = screen.getByRole('textbox', { name: 'From' });
  await user.type(from, '1990-01-01');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Write the date as MM/DD/YYYY, for example 05/31/1990.');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(address().getAll('dates[]')).toEqual([]);

  await user.clear(from);
  await user.type(from, '01/01/1990');
  await user.type(screen.getByRole('textbox', { name: 'To' }), '12/31/1994');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(address().getAll('dates[]')).toEqual(['15,01/01/1990-12/31/1994']));
  expect(screen.queryByRole('alert')).toBeNull();
  await screen.findByText('10 of 60');
  expect(calls.at(-1)?.dates).toEqual(['15,01/01/1990-12/31/1994']);
});

test('[COL-01] a slider applies its range once it rests', async () => {
  jest.useFakeTimers();
  try {
    const { calls } = serveCollection();
    await renderCollection();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    const min = await screen.findByRole('slider', { name: 'Minimum Appearances' });
    fireEvent.change(min, { target: { value: '50' } });
    fireEvent.change(min, { target: { value: '100' } });
    expect(screen.getByText('100 – 400')).toBeInTheDocument();
    expect(address().getAll('sliders[]')).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(address().getAll('sliders[]')).toEqual(['13,100,400']);
    // Back to the whole range: no filter.
    fireEvent.change(min, { target: { value: '1' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(address().getAll('sliders[]')).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(calls.some((call) => call.sliders[0] === '13,100,400')).toBe(true);
    expect(calls.some((call) => call.sliders[0] === '13,50,400')).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('[COL-01] hostile item titles from the API stay text', async () => {
  const corpus = xssCorpus();
  serveCollection({ count: corpus.length, titles: corpus });
  await renderCollection();
  const list = await screen.findByRole('list', { name: 'Items' });
  const headings = within(list).getAllByRole('heading', { level: 3 });
  expect(headings.map((heading) => heading.textContent)).toEqual(corpus);
  expect(list.querySelectorAll('script, img, svg, iframe, a, input, object, embed, form, video')).toHaveLength(0);
  expect(Reflect.get(window, '__xss')).toBeUndefined();
});

test('[COL-01] an unknown collection is the not-found page', async () => {
  server.use(
    http.get(`${testApiOrigin}/api/v2/collection/404/actions`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'This collection does not exist.' } }, { status: 404 }),
    ),
  );
  await renderCollection('/collection/404');
  expect(await screen.findByRole('heading', { name: 'Collection not found' })).toBeInTheDocument();
});

test('[COL-01] the Dutch page', async () => {
  serveCollection({ count: 0 });
  await renderCollection('/collection/5', { language: 'nl' });
  expect(await screen.findByText('Geen items gevonden met deze filters.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toBeInTheDocument();
});

test('[SCL-04] a count the API stopped at shows as “more than”, in English and Dutch', async () => {
  serveCollection({ count: 1000, capped: true });
  const { unmount } = await renderCollection();
  expect(await screen.findByText('10 of more than 1,000')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Show more items' })).toBeInTheDocument();
  unmount();

  serveCollection({ count: 1000, capped: true });
  await renderCollection('/collection/5', { language: 'nl' });
  expect(await screen.findByText('10 van meer dan 1.000')).toBeInTheDocument();
});
