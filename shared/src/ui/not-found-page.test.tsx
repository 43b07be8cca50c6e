import { screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { Route, Routes } from 'react-router';
import { renderWithTribune } from '../testing/render-with-tribune';
import { NotFoundPage } from './not-found-page';

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
