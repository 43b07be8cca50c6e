import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  apiUrl,
  expectLocation,
  loginData,
  ownData as baseOwnData,
  renderWithProviders,
  server,
  storedSession,
  storeSession,
} from '../test/render-with-providers';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

/** me-as-resource for fan123 with a picture, a date of birth and the tenant's two extra fields. */
function ownData(overrides: Parameters<typeof baseOwnData>[0] = {}) {
  return baseOwnData({
    profile_image: 'http://localhost/media/avatars/7/1',
    claps_count: 3,
    date_of_birth: '1990-05-17',
    custom_data: { club: 'Ajax', position: 'keeper' },
    custom_fields: [
      { key: 'club', label: 'Favourite club', type: 'text', options: [], max_length: 50 },
      {
        key: 'position',
        label: 'Position',
        type: 'select',
        options: [
          { value: 'keeper', label: 'Keeper' },
          { value: 'striker', label: 'Striker' },
        ],
        max_length: 100,
      },
    ],
    settings: {
      night_mode: '0',
      text_size: 'small',
      notify_by_likes: '1',
      notify_by_replies: '0',
      notify_by_likes_on_email: '0',
      notify_by_replies_on_email: '1',
    },
    ...overrides,
  });
}

function meAsResource(data = ownData()) {
  return http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data }));
}

/** Records each multipart body the profile update receives, and answers with `answer`. */
function profileUpdate(answer: { status?: number; body: JsonBodyType }) {
  const bodies: { contentType: string | null; fields: Map<string, FormDataEntryValue> }[] = [];
  server.use(
    http.post(apiUrl('/api/v1/front/user/update'), async ({ request }) => {
      const contentType = request.headers.get('Content-Type');
      const form = await request.formData();
      bodies.push({ contentType, fields: new Map(form.entries()) });
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return bodies;
}

const saved = (data = ownData()) => ({ body: { data, metaData: { message: 'Your profile has been updated.' } } });

async function openSettings(options: { language?: 'en' | 'nl' } = {}) {
  storeSession(
    loginData({ profile_image: 'http://localhost/media/avatars/7/1', image: 'http://localhost/media/avatars/7/1' }),
  );
  const view = await renderWithProviders({ route: '/user/profile', ...options });
  await screen.findByRole('button', { name: options.language === 'nl' ? 'Wijzigingen opslaan' : 'Save changes' });
  return view;
}

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}

function headerAvatar() {
  return within(screen.getByRole('banner')).getByRole('button', { name: 'fan123' }).querySelector('img');
}

test('[ACC-13] a guest who opens the profile settings is sent to the home page', async () => {
  await renderWithProviders({ route: '/user/profile' });
  await expectLocation('/');
  expect(screen.queryByRole('heading', { name: 'Profile settings' })).not.toBeInTheDocument();
});

test('[ACC-16] a 401 on me-as-resource logs the user out and sends them home', async () => {
  storeSession();
  server.use(
    http.get(apiUrl('/api/v2/user/me-as-resource'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
  );
  await renderWithProviders({ route: '/user/profile' });

  await expectLocation('/');
  expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[ACC-13] the form is filled from me-as-resource, fetched uncached', async () => {
  let cacheControl: string | null = null;
  server.use(
    http.get(apiUrl('/api/v2/user/me-as-resource'), ({ request }) => {
      cacheControl = request.headers.get('Cache-Control');
      return HttpResponse.json({ data: ownData({ pending_email: 'new@example.com' }) });
    }),
  );
  await openSettings();

  expect(cacheControl).toBe('no-cache');
  expect(screen.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeInTheDocument();
  const avatar = within(screen.getByRole('group', { name: 'Avatar' }));
  expect(avatar.getByRole('button', { name: 'Delete avatar' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Favourite club' })).toHaveValue('Ajax');
  expect(screen.getByRole('textbox', { name: 'Favourite club' })).toHaveAttribute('maxlength', '50');
  expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('keeper');
  expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-05-17');
  expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
  expect(screen.getByRole('checkbox', { name: 'Night mode' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Large text' })).not.toBeChecked();
  const notifications = within(screen.getByRole('group', { name: 'Notifications' }));
  expect(notifications.getByRole('checkbox', { name: 'Notify me of likes on my comments' })).toBeChecked();
  expect(notifications.getByRole('checkbox', { name: 'Notify me of replies to my comments' })).not.toBeChecked();
  expect(notifications.getByRole('checkbox', { name: 'E-mail me about likes on my comments' })).not.toBeChecked();
  expect(notifications.getByRole('checkbox', { name: 'E-mail me about replies to my comments' })).toBeChecked();
  expect(notifications.getByRole('checkbox', { name: 'Show new notifications as pop-ups' })).toBeChecked();
  const email = screen.getByRole('textbox', { name: 'E-mail address' });
  expect(email).toHaveValue('fan123@example.com');
  expect(email).toHaveAccessibleDescription(expect.stringContaining('Waiting for confirmation: new@example.com.'));
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  expect(screen.getByLabelText('New password')).toHaveValue('');
  expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeInTheDocument();
});

test('[ACC-13] saving sends one multipart PATCH with the form’s fields, and no password fields unless current and new are filled', async () => {
  server.use(meAsResource());
  const bodies = profileUpdate(
    saved(ownData({ custom_data: { club: 'Feyenoord', position: 'striker' }, date_of_birth: '1991-01-02' })),
  );
  const { user } = await openSettings();

  await user.clear(screen.getByRole('textbox', { name: 'Favourite club' }));
  await user.type(screen.getByRole('textbox', { name: 'Favourite club' }), 'Feyenoord');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'striker');
  await user.clear(screen.getByLabelText('Date of birth'));
  await user.type(screen.getByLabelText('Date of birth'), '1991-01-02');
  await user.click(screen.getByRole('checkbox', { name: 'Notify me of replies to my comments' }));
  await user.click(screen.getByRole('checkbox', { name: 'Show new notifications as pop-ups' }));
  // Only the new password: the block is half filled, so nothing of it is sent.
  await user.type(screen.getByLabelText('New password'), 'a-new-secret');
  await save(user);

  expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(Object.fromEntries(bodies[0]?.fields ?? [])).toEqual({
    _method: 'PATCH',
    'custom_data[club]': 'Feyenoord',
    'custom_data[position]': 'striker',
    date_of_birth: '1991-01-02',
    night_mode: '0',
    text_size: 'small',
    notify_by_likes: '1',
    notify_by_replies: '1',
    notify_by_likes_on_email: '0',
    notify_by_replies_on_email: '1',
    enable_notifications_popup: '0',
    email: 'fan123@example.com',
  });
});

test('[ACC-13] the password fields are sent when the current and the new password are filled, then emptied', async () => {
  server.use(meAsResource());
  const bodies = profileUpdate(saved());
  const { user } = await openSettings();

  await user.type(screen.getByLabelText('Current password'), 'tribune-demo');
  await user.type(screen.getByLabelText('New password'), 'a-new-secret');
  await user.type(screen.getByLabelText('Repeat new password'), 'a-new-secret');
  await save(user);

  expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
  const fields = bodies[0]?.fields;
  expect(fields?.get('current_password')).toBe('tribune-demo');
  expect(fields?.get('password')).toBe('a-new-secret');
  expect(fields?.get('password_confirmation')).toBe('a-new-secret');
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  expect(screen.getByLabelText('New password')).toHaveValue('');
});

test('[ACC-13] a 422 puts the messages under e-mail, password and current password, and focuses the first', async () => {
  server.use(meAsResource());
  profileUpdate({
    status: 422,
    body: {
      data: null,
      metaData: {
        message: 'This e-mail address is already taken.',
        errors: {
          email: ['This e-mail address is already taken.'],
          password: ['The password must be at least 8 characters.'],
          current_password: ['The current password is not correct.'],
        },
      },
    },
  });
  const { user } = await openSettings();
  await user.type(screen.getByLabelText('Current password'), 'wrong');
  await user.type(screen.getByLabelText('New password'), 'short');
  await save(user);

  const email = screen.getByRole('textbox', { name: 'E-mail address' });
  expect(await screen.findByText('This e-mail address is already taken.')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(expect.stringContaining('This e-mail address is already taken.'));
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    'The password must be at least 8 characters.',
  );
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct.');
  expect(email).toHaveFocus();
  // The messages are under their fields, not repeated in an alert.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('[ACC-13] the success alert and the error alert each disappear after 2 s', async () => {
  server.use(meAsResource());
  const { user } = await openSettings();
  jest.useFakeTimers();

  profileUpdate(saved());
  await save(user);
  const success = await screen.findByRole('status');
  expect(success).toHaveTextContent('Your profile has been updated.');
  expect(success.parentElement).toHaveFocus();
  act(() => jest.advanceTimersByTime(1900));
  expect(screen.getByText('Your profile has been updated.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText('Your profile has been updated.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();

  profileUpdate({
    status: 500,
    body: { data: null, metaData: { message: 'Something went wrong on our side. Please try again.' } },
  });
  await save(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  act(() => jest.advanceTimersByTime(1900));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('[ACC-13][PLT-12] a 401 on save logs out and shows the message', async () => {
  server.use(meAsResource());
  profileUpdate({
    status: 401,
    body: { data: null, metaData: { message: 'Your session has ended. Please log in again.' } },
  });
  const { user } = await openSettings();
  await save(user);

  expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  expect(storedSession()).toEqual({ token: null, user: null });
  expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
});

describe('with a canvas', () => {
  // jsdom has neither createImageBitmap nor a drawing canvas nor object URLs: minimal stand-ins that
  // behave like a browser's for a 1024×768 photo.
  const drawn: unknown[][] = [];
  const restore: (() => void)[] = [];
  function stub<T extends object>(target: T, key: PropertyKey, value: unknown) {
    const original = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
    restore.push(() => (original ? Object.defineProperty(target, key, original) : Reflect.deleteProperty(target, key)));
  }
  beforeEach(() => {
    drawn.length = 0;
    stub(globalThis, 'createImageBitmap', async () => ({ width: 1024, height: 768, close: () => undefined }));
    stub(HTMLCanvasElement.prototype, 'getContext', function getContext(this: HTMLCanvasElement) {
      return {
        imageSmoothingQuality: 'low',
        drawImage: (...args: unknown[]) => drawn.push([...args.slice(1), this.width, this.height]),
        getImageData: () => ({ data: new Uint8ClampedArray(4).fill(255) }),
      };
    });
    stub(HTMLCanvasElement.prototype, 'toBlob', (callback: (blob: Blob) => void, type: string, quality: number) =>
      callback(new Blob([`resized ${type} ${quality}`], { type })),
    );
    stub(URL, 'createObjectURL', () => 'blob:avatar-preview');
    stub(URL, 'revokeObjectURL', () => undefined);
  });
  afterEach(() =>
    restore
      .splice(0)
      .reverse()
      .forEach((undo) => undo()),
  );

  test('[ACC-13] a chosen avatar is resized to 512 wide, previewed, uploaded with the form, and the header shows it at once', async () => {
    server.use(meAsResource());
    const bodies = profileUpdate(saved(ownData({ profile_image: 'http://localhost/media/avatars/7/2' })));
    const { user } = await openSettings();

    await user.upload(
      screen.getByLabelText('Choose a new picture'),
      new File(['a big photo'], 'holiday.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'Your new avatar (not saved yet)' })).toHaveAttribute(
      'src',
      'blob:avatar-preview',
    );
    expect(drawn).toEqual([[0, 0, 512, 384, 512, 384]]);
    await save(user);

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    const image = bodies[0]?.fields.get('image');
    // A file part, not a text field (the File class of the parsed body is not jsdom's, so no instanceof).
    if (image === undefined || typeof image === 'string') throw new Error(`image was sent as ${String(image)}`);
    expect([image.name, image.type, await image.text()]).toEqual([
      'avatar.jpg',
      'image/jpeg',
      'resized image/jpeg 0.9',
    ]);
    expect(headerAvatar()).toHaveAttribute('src', 'http://localhost/media/avatars/7/2');
    expect(storedSession().user).toMatchObject({
      image: 'http://localhost/media/avatars/7/2',
      profile_image: 'http://localhost/media/avatars/7/2',
    });
    expect(screen.queryByRole('img', { name: 'Your new avatar (not saved yet)' })).not.toBeInTheDocument();
  });
});

test('[ACC-14] deleting the avatar shows data.alert and removes it from the header at once', async () => {
  server.use(meAsResource());
  let body: unknown;
  server.use(
    http.post(apiUrl('/api/v1/user/profile/avatar'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ data: { alert: 'Your avatar has been deleted.', profile_image: null } });
    }),
  );
  const { user } = await openSettings();
  expect(headerAvatar()).toHaveAttribute('src', 'http://localhost/media/avatars/7/1');

  await user.click(screen.getByRole('button', { name: 'Delete avatar' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Your avatar has been deleted.');
  expect(body).toEqual({ _method: 'DELETE' });
  expect(headerAvatar()).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete avatar' })).not.toBeInTheDocument();
  expect(storedSession().user).toMatchObject({ image: null, profile_image: null });
});

test('[ACC-15] deleting the account with a wrong e-mail address shows the 422 under the confirmation field', async () => {
  server.use(meAsResource());
  let body: unknown;
  server.use(
    http.post(apiUrl('/api/v2/user/profile'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'This is not your e-mail address.',
            errors: { email: ['This is not your e-mail address.'] },
          },
        },
        { status: 422 },
      );
    }),
  );
  const { user } = await openSettings();
  const danger = within(screen.getByRole('region', { name: 'Delete account' }));
  // The list follows the parts the tenant runs (this bootstrap runs no mf_community, so no comments line):
  // delete-account-section.test.tsx covers each part.
  expect(danger.getByText(/Removed at once: your account, your avatar/)).toBeInTheDocument();

  await user.type(danger.getByLabelText('Type your e-mail address to confirm'), 'someone@else.test');
  await user.click(danger.getByRole('button', { name: 'Delete my account' }));

  const confirmation = danger.getByLabelText('Type your e-mail address to confirm');
  expect(await danger.findByText('This is not your e-mail address.')).toBeInTheDocument();
  expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  expect(confirmation).toHaveAccessibleDescription('This is not your e-mail address.');
  expect(confirmation).toHaveFocus();
  expect(body).toEqual({ _method: 'DELETE', email: 'someone@else.test' });
  expect(storedSession().token).toBe('token-of-fan123');
});

test('[ACC-15] a failure other than 422 is not ignored (decision 0045): the server’s message shows and the fan stays signed in', async () => {
  server.use(meAsResource());
  server.use(
    http.post(apiUrl('/api/v2/user/profile'), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'The site is briefly unavailable. Please try again in a moment.' } },
        { status: 503 },
      ),
    ),
  );
  const { user } = await openSettings();
  const danger = within(screen.getByRole('region', { name: 'Delete account' }));

  await user.type(danger.getByLabelText('Type your e-mail address to confirm'), 'fan123@example.com');
  await user.click(danger.getByRole('button', { name: 'Delete my account' }));

  expect(await screen.findByText('The site is briefly unavailable. Please try again in a moment.')).toBeInTheDocument();
  expect(danger.getByLabelText('Type your e-mail address to confirm')).toHaveValue('fan123@example.com');
  expect(storedSession().token).toBe('token-of-fan123');
});

test('[ACC-15] deleting the account signs out and goes to the home page', async () => {
  server.use(meAsResource());
  server.use(
    http.post(apiUrl('/api/v2/user/profile'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Your account has been deleted.' } }),
    ),
  );
  const { user } = await openSettings();
  const danger = within(screen.getByRole('region', { name: 'Delete account' }));

  await user.type(danger.getByLabelText('Type your e-mail address to confirm'), 'fan123@example.com');
  await user.click(danger.getByRole('button', { name: 'Delete my account' }));

  await expectLocation('/');
  expect(storedSession()).toEqual({ token: null, user: null });
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
});

test('[PLT-07] night mode and large text apply to the page at once, before saving, and are saved with the form', async () => {
  server.use(meAsResource());
  const bodies = profileUpdate(
    saved(ownData({ settings: { ...ownData().settings, night_mode: '1', text_size: 'big' } })),
  );
  const { user } = await openSettings();
  const root = document.documentElement;
  expect(root).not.toHaveClass('theme-dark');
  expect(root).not.toHaveClass('text-large');

  await user.click(screen.getByRole('checkbox', { name: 'Night mode' }));
  expect(root).toHaveClass('theme-dark');
  await user.click(screen.getByRole('checkbox', { name: 'Large text' }));
  expect(root).toHaveClass('text-large');
  expect(bodies).toHaveLength(0);

  await save(user);
  expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
  expect(bodies[0]?.fields.get('night_mode')).toBe('1');
  expect(bodies[0]?.fields.get('text_size')).toBe('big');
  expect(storedSession().user).toMatchObject({ settings: { night_mode: '1', text_size: 'big' } });

  await user.click(screen.getByRole('checkbox', { name: 'Night mode' }));
  expect(root).not.toHaveClass('theme-dark');
});

test('[ACC-13] ?verify shows the e-mail verified message once', async () => {
  server.use(meAsResource());
  storeSession();
  const first = await renderWithProviders({ route: '/user/profile?verify=1' });
  expect(await screen.findByText('Thank you: your e-mail address is verified.')).toBeInTheDocument();
  await expectLocation('/user/profile');
  first.unmount();

  await renderWithProviders({ route: '/user/profile' });
  expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  expect(screen.queryByText('Thank you: your e-mail address is verified.')).not.toBeInTheDocument();
});

test('[ACC-13] a Dutch tenant gets the settings page in Dutch', async () => {
  server.use(meAsResource());
  await openSettings({ language: 'nl' });
  expect(screen.getByRole('heading', { level: 1, name: 'Profielinstellingen' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Nachtmodus' })).toBeInTheDocument();
  expect(screen.getByLabelText('Huidig wachtwoord')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Account verwijderen' })).toBeInTheDocument();
});
