import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithTribune } from '../testing/render-with-tribune';
import { TenantTemplate } from './tenant-template';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const footer =
  '<h2>About Tribune</h2><ul><li><a href="/contact">Contact the editors</a></li><li><a href="https://club.example/">Club</a></li></ul>';

test('[PLT-04] a tenant’s template file shows as the API rendered it, and its links to the site open inside the page', async () => {
  const { user } = await renderWithTribune(
    <>
      <TenantTemplate name="footer" className="site-footer__tenant" />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    { bootstrap: { templates: { footer } } },
  );
  expect(screen.getByRole('heading', { name: 'About Tribune' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Club' })).toHaveAttribute('href', 'https://club.example/');

  await user.click(screen.getByRole('link', { name: 'Contact the editors' }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/contact');
});

test('[PLT-04] without the file, or from an API that sends no templates, nothing is rendered', async () => {
  const { container } = await renderWithTribune(<TenantTemplate name="commentRules" />, {
    bootstrap: { templates: { footer } },
  });
  expect(container.querySelector('[data-tenant-template]')).toBeNull();

  const older = await renderWithTribune(<TenantTemplate name="footer" />, { bootstrap: { templates: undefined } });
  expect(older.container.querySelector('[data-tenant-template]')).toBeNull();
});
