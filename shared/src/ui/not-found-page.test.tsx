import { screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router';
import { PageRedirect } from '../seo/page-status';
import { renderWithTribune } from '../testing/render-with-tribune';
import { GonePage, NotFoundPage } from './not-found-page';

function site() {
  return (
    <Routes>
      <Route index element={<h1>Latest news</h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

test('[PLT-09] an address without a page shows the not-found page, with a way home', async () => {
  const { user } = await renderWithTribune(site(), { route: '/matchcenter/rankings/league/eredivisie' });
  const page = screen.getByRole('region', { name: 'Page not found' });
  expect(page).toHaveTextContent('There is nothing at this address.');
  await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
});

test('[PLT-06] the not-found page speaks the tenant’s language', async () => {
  await renderWithTribune(site(), { route: '/forum/1', language: 'nl' });
  expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Naar de voorpagina' })).toHaveAttribute('href', '/');
});

test('[ART-01] a page that knows more says so in its own words', async () => {
  const messages = defineMessages({
    title: { id: 'test.article.title', defaultMessage: 'Article not found' },
    text: { id: 'test.article.text', defaultMessage: 'This article does not exist or has been removed.' },
  });
  await renderWithTribune(<NotFoundPage title={messages.title} text={messages.text} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  expect(screen.getByText('This article does not exist or has been removed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
});

test('[SEO-01] the not-found page marks its status for the server and asks search engines not to index it', async () => {
  await renderWithTribune(site(), { route: '/no/such/page' });
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('[SEO-01] the page of something removed is marked 410, in the tenant’s language', async () => {
  await renderWithTribune(<GonePage />, { language: 'nl' });
  expect(screen.getByRole('heading', { level: 1, name: 'Pagina verwijderd' })).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '410');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}${hash}`}</output>;
}

test('[SEO-01] a page that lives elsewhere moves there in the browser, keeping the query and fragment', async () => {
  await renderWithTribune(
    <>
      <Routes>
        <Route path="/old" element={<PageRedirect to="/new" />} />
        <Route path="/new" element={<h1>The page</h1>} />
      </Routes>
      <Address />
    </>,
    { route: '/old?ref=feed#comments' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/new?ref=feed#comments');
});
