import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithTribune } from '../testing/render-with-tribune';
import { SiteLink } from './site-link';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function page(href: string) {
  return (
    <>
      <Routes>
        <Route path="*" element={<SiteLink href={href}>Read on</SiteLink>} />
      </Routes>
      <Where />
    </>
  );
}

test('[ART-01] [CMT-15] a path of the site navigates inside the page', async () => {
  const { user } = await renderWithTribune(page('/article/42/late-winner?comment=3'));
  const link = screen.getByRole('link', { name: 'Read on' });
  expect(link).toHaveAttribute('href', '/article/42/late-winner?comment=3');
  await user.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent('/article/42/late-winner?comment=3');
});

test('[ART-01] [CMT-15] an absolute URL on the page’s own origin is taken over by the router when clicked', async () => {
  const href = `${window.location.origin}/user/fan?tab=comments`;
  const { user } = await renderWithTribune(page(href));
  const link = screen.getByRole('link', { name: 'Read on' });
  // The same markup as on the server, which does not know the page's origin.
  expect(link).toHaveAttribute('href', href);
  await user.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent('/user/fan?tab=comments');
});

test('[ART-01] [CMT-15] another site is a plain link, left to the browser', async () => {
  const { user } = await renderWithTribune(page('https://example.org/story'));
  const link = screen.getByRole('link', { name: 'Read on' });
  expect(link).toHaveAttribute('href', 'https://example.org/story');
  // jsdom does not leave the page; the router must not have taken the click.
  link.addEventListener('click', (event) => event.preventDefault());
  await user.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('[ART-01] [CMT-15] a URL that is not safe to follow is shown as text, never as a link', async () => {
  await renderWithTribune(page('javascript:window.pwned = true'));
  expect(screen.getByText('Read on')).not.toHaveAttribute('href');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
