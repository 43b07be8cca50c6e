import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RemoteIntlProvider, storageKeys, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { loadNewsroomMessages } from '../../../../i18n/load-messages';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../../test/render-with-providers';
import type { PictureChoice } from '../../body-editor';
import { usePicturePicker } from '../hooks/use-picture-picker';

const server = setupMockApi();
const picturesUrl = `${testApiOrigin}/api/v2/editor/pictures`;

type Picture = ApiSchemas['Picture'];

/** A 2400 × 1600 picture as the API sends it, each ratio cut around the centre. */
function pictureOf(id: number, alt: string): Picture {
  const ratio = (key: '3x2' | '4x3', crop: Picture['ratios']['3x2']['crop']) => {
    const at = (width: number, format: string) => `/media/pictures/${id}/v1${key}/${key}-${width}.${format}`;
    const srcset = (format: string) => [320, 640, 960].map((width) => `${at(width, format)} ${width}w`).join(', ');
    return {
      src: at(960, 'jpg'),
      width: 960,
      height: key === '3x2' ? 640 : 720,
      srcset_webp: srcset('webp'),
      srcset_jpeg: srcset('jpg'),
      crop,
      crop_chosen: false,
    };
  };
  return {
    id,
    alt,
    width: 2400,
    height: 1600,
    content_type: 'image/jpeg',
    byte_size: 200_000,
    ratios: {
      '3x2': ratio('3x2', { x: 0, y: 0, width: 1, height: 1 }),
      '4x3': ratio('4x3', { x: 0.055555, y: 0, width: 0.888889, height: 1 }),
    },
    whole: { src: `/media/pictures/${id}/whole01/whole-1280.jpg`, width: 1280, height: 853 },
    uploaded_by: 5,
    created_at: '2026-06-01T10:00:00.000Z',
    updated_at: '2026-06-01T10:00:00.000Z',
  };
}

const newest = pictureOf(3, 'The keeper saves the penalty');
const older = pictureOf(2, 'Fans in the north stand');
const oldest = pictureOf(1, 'The stadium at night');

/** The library in pages of two, and every call the picker makes. */
function serveLibrary(pictures: Picture[] = [newest, older, oldest]) {
  const calls: { method: string; url: string }[] = [];
  server.use(
    http.get(picturesUrl, ({ request }) => {
      calls.push({ method: 'GET', url: request.url });
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const lastPage = Math.max(1, Math.ceil(pictures.length / 2));
      return HttpResponse.json({
        data: pictures.slice((page - 1) * 2, page * 2),
        metaData: { current_page: page, last_page: lastPage, per_page: 2, total: pictures.length },
      });
    }),
    http.post(picturesUrl, ({ request }) => {
      calls.push({ method: 'POST', url: request.url });
      return HttpResponse.json({ data: null }, { status: 500 });
    }),
    http.patch(`${picturesUrl}/:id`, ({ request }) => {
      calls.push({ method: 'PATCH', url: request.url });
      return HttpResponse.json({ data: null }, { status: 500 });
    }),
  );
  return { calls, sent: (method: string) => calls.filter((call) => call.method === method) };
}

/** A page with an "Add a picture" button that asks the picker, as the body editor's toolbar does. */
function PickerPage({ onPicked }: { onPicked: (choice: PictureChoice | undefined) => void }) {
  const { pickPicture, pickerElement } = usePicturePicker();
  return (
    <>
      <button type="button" onClick={() => void pickPicture().then(onPicked)}>
        Add a picture
      </button>
      {pickerElement}
    </>
  );
}

async function openPicker() {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, id: 5, role: 'junior-editor' }));
  const onPicked = jest.fn<void, [PictureChoice | undefined]>();
  const result = await renderWithProviders(
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <PickerPage onPicked={onPicked} />
    </RemoteIntlProvider>,
  );
  const opener = await screen.findByRole('button', { name: 'Add a picture' });
  await result.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Pictures' });
  return { ...result, onPicked, opener, dialog };
}

/**
 * A JPEG file as a file input holds it. Node's File, not jsdom's: jest-fixed-jsdom's FormData is
 * Node's, which takes only its own Blobs (a browser's FormData takes the browser's files).
 */
function jpegFile(name = 'keeper.jpg', bytes = 1000): File {
  // @ts-expect-error Node's File is the browser's but for bytes(), typed over any ArrayBuffer (Node's types).
  return new NodeFile([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

test('[NR-03] the picker lists the site’s pictures newest first, each by its 3:2 cut and alt text; More pictures adds the next page', async () => {
  const api = serveLibrary();
  const { user, dialog } = await openPicker();
  const library = within(dialog).getByRole('region', { name: 'Or choose from the library' });
  expect(await within(library).findByRole('button', { name: 'The keeper saves the penalty' })).toBeInTheDocument();
  expect(
    within(library)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['The keeper saves the penalty', 'Fans in the north stand']);
  expect(within(library).getAllByRole('img')[0]).toHaveAttribute('src', newest.ratios['3x2'].src);

  await user.click(within(library).getByRole('button', { name: 'More pictures' }));
  expect(await within(library).findByRole('button', { name: 'The stadium at night' })).toBeInTheDocument();
  expect(within(library).queryByRole('button', { name: 'More pictures' })).not.toBeInTheDocument();
  expect(api.sent('GET').map((call) => new URL(call.url).searchParams.get('page'))).toEqual(['1', '2']);
});

test('[NR-03] Escape closes the picker without a picture and gives the focus back', async () => {
  serveLibrary();
  const { user, onPicked, opener, dialog } = await openPicker();
  expect(dialog).toContainElement(document.activeElement as HTMLElement | null);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(onPicked).toHaveBeenCalledWith(undefined));
  expect(opener).toHaveFocus();
});

test('[NR-03] an upload without alt text, or of a file too large, shows why under the field and sends nothing', async () => {
  const api = serveLibrary();
  const { user, dialog } = await openPicker();
  const file = within(dialog).getByLabelText('Picture file');
  await user.upload(file, jpegFile());
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await within(dialog).findByText('Describe what the picture shows.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Alt text' })).toHaveAccessibleDescription(
    expect.stringContaining('Describe what the picture shows.'),
  );

  await user.upload(file, jpegFile('huge.jpg', 2 * 1024 * 1024 + 1));
  await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'The keeper saves the penalty');
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await within(dialog).findByText('This file is larger than 2 MB.')).toBeInTheDocument();
  expect(file).toHaveAccessibleDescription(expect.stringContaining('This file is larger than 2 MB.'));
  expect(api.sent('POST')).toHaveLength(0);
});

test('[NR-03] the API’s refusal of an upload shows under its fields', async () => {
  serveLibrary();
  server.use(
    http.post(picturesUrl, () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The given data was invalid.',
            errors: { file: ['This file is not a JPEG, PNG or WebP picture.'] },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user, dialog } = await openPicker();
  await user.upload(within(dialog).getByLabelText('Picture file'), jpegFile());
  await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'A goal');
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await within(dialog).findByText('This file is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Picture file')).toHaveAccessibleDescription(
    expect.stringContaining('This file is not a JPEG, PNG or WebP picture.'),
  );
});

test('[NR-03] upload, then Insert: the body gets the 3:2 cut with its JPEG srcset, sizes and alt text', async () => {
  const api = serveLibrary();
  const uploaded = pictureOf(4, 'The keeper saves the penalty');
  const bodies: { alt: FormDataEntryValue | null; fileName: string | null }[] = [];
  server.use(
    http.post(picturesUrl, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      bodies.push({ alt: form.get('alt'), fileName: file === null || typeof file === 'string' ? null : file.name });
      return HttpResponse.json({ data: uploaded }, { status: 201 });
    }),
  );
  const { user, dialog, onPicked } = await openPicker();
  await user.upload(within(dialog).getByLabelText('Picture file'), jpegFile());
  await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), '  The keeper saves the penalty ');
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

  const details = await within(dialog).findByRole('region', { name: 'Alt text and crops' });
  expect(within(details).getByRole('heading', { name: 'Alt text and crops' })).toHaveFocus();
  expect(bodies).toEqual([{ alt: 'The keeper saves the penalty', fileName: 'keeper.jpg' }]);
  expect(within(details).getByRole('group', { name: 'Crop 3:2' })).toBeInTheDocument();
  expect(within(details).getByRole('group', { name: 'Crop 4:3' })).toBeInTheDocument();

  await user.click(within(details).getByRole('button', { name: 'Insert' }));
  await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
  expect(onPicked).toHaveBeenCalledWith({
    src: '/media/pictures/4/v13x2/3x2-960.jpg',
    srcset: uploaded.ratios['3x2'].srcset_jpeg,
    sizes: '(min-width: 760px) 720px, 100vw',
    alt: 'The keeper saves the penalty',
    width: 960,
    height: 640,
    large: '/media/pictures/4/v13x2/3x2-960.jpg',
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Nothing changed after the upload: nothing saved.
  expect(api.sent('PATCH')).toHaveLength(0);
});

test('[NR-03] a library picture’s crop and alt text are saved with a PATCH; Insert takes the saved picture', async () => {
  serveLibrary();
  const patches: unknown[] = [];
  const recropped = pictureOf(3, 'The keeper dives to his left');
  recropped.ratios['3x2'] = {
    ...recropped.ratios['3x2'],
    src: '/media/pictures/3/v2/3x2-960.jpg',
    srcset_jpeg: '/media/pictures/3/v2/3x2-640.jpg 640w, /media/pictures/3/v2/3x2-1280.jpg 1280w',
    crop: { x: 0.5, y: 0.5, width: 0.5, height: 0.5 },
    crop_chosen: true,
  };
  server.use(
    http.patch(`${picturesUrl}/3`, async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json({ data: recropped });
    }),
  );
  const { user, dialog, onPicked } = await openPicker();
  await user.click(await within(dialog).findByRole('button', { name: 'The keeper saves the penalty' }));
  const details = await within(dialog).findByRole('region', { name: 'Alt text and crops' });
  // The crops are chosen on the whole picture (the API's uncropped variant), not on a cut of it.
  const stages = [...details.querySelectorAll('.crop-tool__stage img')].map((image) => image.getAttribute('src'));
  expect(stages).toEqual(['/media/pictures/3/whole01/whole-1280.jpg', '/media/pictures/3/whole01/whole-1280.jpg']);
  const alt = within(details).getByRole('textbox', { name: 'Alt text' });
  expect(alt).toHaveValue('The keeper saves the penalty');
  await user.clear(alt);
  await user.type(alt, 'The keeper dives to his left');

  const crop = within(details).getByRole('group', { name: 'Crop 3:2' });
  const zoom = within(crop).getByRole('slider', { name: 'Zoom' });
  // The whole picture is 3:2: at zoom 100 % the frame cannot move.
  expect(within(crop).getByRole('slider', { name: 'Left to right' })).toBeDisabled();
  fireEvent.change(zoom, { target: { value: '200' } });
  expect(zoom).toHaveAttribute('aria-valuetext', '200 %');
  const sideways = within(crop).getByRole('slider', { name: 'Left to right' });
  expect(sideways).toBeEnabled();
  fireEvent.change(sideways, { target: { value: '100' } });
  fireEvent.change(within(crop).getByRole('slider', { name: 'Top to bottom' }), { target: { value: '100' } });

  await user.click(within(details).getByRole('button', { name: 'Save changes' }));
  expect(await within(details).findByText('Changes saved.')).toBeInTheDocument();
  expect(patches).toEqual([
    { alt: 'The keeper dives to his left', crops: { '3x2': { x: 0.5, y: 0.5, width: 0.5, height: 0.5 } } },
  ]);

  await user.click(within(details).getByRole('button', { name: 'Insert' }));
  await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
  expect(onPicked.mock.calls[0]?.[0]).toMatchObject({
    src: '/media/pictures/3/v2/3x2-960.jpg',
    alt: 'The keeper dives to his left',
    large: '/media/pictures/3/v2/3x2-1280.jpg',
  });
  // Saved already: Insert sent nothing more.
  expect(patches).toHaveLength(1);
});

test('[NR-03] Back returns from a picture to the library, the focus inside the dialog', async () => {
  serveLibrary();
  const { user, dialog } = await openPicker();
  await user.click(await within(dialog).findByRole('button', { name: 'Fans in the north stand' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Back to the pictures' }));
  expect(await within(dialog).findByRole('region', { name: 'Or choose from the library' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Picture file')).toHaveFocus();
});
