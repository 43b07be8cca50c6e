import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { RemoteIntlProvider, storageKeys, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { loadNewsroomMessages } from '../../../../i18n/load-messages';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../../test/render-with-providers';
import { LeadImageField } from './lead-image-field';

const server = setupMockApi();
const cut = (width: number) => `/media/pictures/9/abc/3x2-${width}.jpg`;

const picture: ApiSchemas['Picture'] = {
  id: 9,
  alt: 'The keeper saves the penalty',
  width: 1800,
  height: 1200,
  content_type: 'image/jpeg',
  byte_size: 150_000,
  ratios: {
    '3x2': {
      src: cut(960),
      width: 960,
      height: 640,
      srcset_webp: `/media/pictures/9/abc/3x2-960.webp 960w`,
      srcset_jpeg: `${cut(960)} 960w`,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      crop_chosen: false,
    },
    '4x3': {
      src: '/media/pictures/9/def/4x3-960.jpg',
      width: 960,
      height: 720,
      srcset_webp: '/media/pictures/9/def/4x3-960.webp 960w',
      srcset_jpeg: '/media/pictures/9/def/4x3-960.jpg 960w',
      crop: { x: 0.0555, y: 0, width: 0.8889, height: 1 },
      crop_chosen: false,
    },
  },
  whole: { src: '/media/pictures/9/whole01/whole-1280.jpg', width: 1280, height: 853 },
  uploaded_by: 2,
  created_at: '2026-06-01T10:00:00.000Z',
  updated_at: '2026-06-01T10:00:00.000Z',
};

/** The field as the article editor's settings hold it: the form's `image`, shown as the form has it. */
function ArticleSettings({ initial }: { initial: string }) {
  const [image, setImage] = useState(initial);
  return (
    <>
      <LeadImageField
        value={image}
        addressLabel="Lead image address"
        addressHint="An https:// address or a path on the site."
        onChange={setImage}
      />
      <output aria-label="The form’s image">{image}</output>
    </>
  );
}

test('[NR-03] Choose picture sets the lead image to the library picture’s 3:2 cut; the address stays for a picture elsewhere', async () => {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, id: 2, role: 'junior-editor' }));
  server.use(
    http.get(`${testApiOrigin}/api/v2/editor/pictures`, () =>
      HttpResponse.json({ data: [picture], metaData: { current_page: 1, last_page: 1, per_page: 24, total: 1 } }),
    ),
  );
  const { user } = await renderWithProviders(
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <ArticleSettings initial="https://cdn.example.org/derby.jpg" />
    </RemoteIntlProvider>,
  );
  const field = await screen.findByRole('group', { name: 'Lead image' });
  expect(within(field).getByRole('img', { name: 'The current lead image' })).toHaveAttribute(
    'src',
    'https://cdn.example.org/derby.jpg',
  );
  // A picture from elsewhere: its address is shown, open.
  expect(within(field).getByRole('textbox', { name: 'Lead image address' })).toHaveValue(
    'https://cdn.example.org/derby.jpg',
  );

  const choose = within(field).getByRole('button', { name: 'Choose picture' });
  await user.click(choose);
  const dialog = await screen.findByRole('dialog', { name: 'Pictures' });
  await user.click(await within(dialog).findByRole('button', { name: 'The keeper saves the penalty' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Insert' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(choose).toHaveFocus();
  expect(screen.getByRole('status', { name: 'The form’s image' })).toHaveTextContent(cut(960));
  expect(within(field).getByRole('img', { name: 'The current lead image' })).toHaveAttribute('src', cut(960));
  expect(within(field).getByRole('textbox', { name: 'Lead image address' })).toHaveValue(cut(960));
});

test('[NR-03] Cancel leaves the lead image as it was', async () => {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, id: 2, role: 'junior-editor' }));
  server.use(
    http.get(`${testApiOrigin}/api/v2/editor/pictures`, () =>
      HttpResponse.json({ data: [], metaData: { current_page: 1, last_page: 1, per_page: 24, total: 0 } }),
    ),
  );
  const { user } = await renderWithProviders(
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <ArticleSettings initial="" />
    </RemoteIntlProvider>,
  );
  const field = await screen.findByRole('group', { name: 'Lead image' });
  expect(within(field).getByText(/No lead image chosen/)).toBeInTheDocument();
  await user.click(within(field).getByRole('button', { name: 'Choose picture' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pictures' });
  expect(await within(dialog).findByText('There are no pictures yet: upload the first one.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'The form’s image' })).toBeEmptyDOMElement();
});

test('[NR-03] a lead picture is taken away by going back to the site’s own picture', async () => {
  const { user } = await renderWithProviders(
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <ArticleSettings initial={cut(960)} />
    </RemoteIntlProvider>,
  );
  const field = await screen.findByRole('group', { name: 'Lead image' });
  await user.click(within(field).getByRole('button', { name: 'Use the site’s picture' }));
  expect(screen.getByRole('status', { name: 'The form’s image' })).toHaveTextContent('/assets/images/stadium-day.svg');
  // It is the site's picture now: nothing left to take away.
  expect(within(field).queryByRole('button', { name: 'Use the site’s picture' })).not.toBeInTheDocument();
});
