import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { RemoteIntlProvider, storageKeys, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { loadNewsroomMessages } from '../../../../i18n/load-messages';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../../test/render-with-providers';
import { SecondaryTagsField } from './secondary-tags-field';

const server = setupMockApi();

const titles = [
  'Transfers',
  'Ajax',
  'Eredivisie',
  'Youth',
  'Women',
  'Europe',
  'Cup',
  'Stadium',
  'Fans',
  'Coach',
  'Keepers',
  'Injuries',
  'History',
];
const tags: ApiSchemas['NewsroomTag'][] = titles.map((title, index) => ({
  id: index + 1,
  slug: title.toLowerCase(),
  title,
}));

/** The field as the editor's settings hold it, with the primary tag chosen elsewhere. */
function Settings({ initial, error }: { initial: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SecondaryTagsField value={value} primaryTag="transfers" error={error} onChange={setValue} />
      <output aria-label="The form’s tags">{value.join(',')}</output>
    </>
  );
}

async function renderField(initial: string[] = [], error?: string) {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, id: 2, role: 'junior-editor' }));
  server.use(http.get(`${testApiOrigin}/api/v2/editor/tags`, () => HttpResponse.json({ data: tags })));
  const rendered = await renderWithProviders(
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <Settings initial={initial} error={error} />
    </RemoteIntlProvider>,
  );
  const field = await screen.findByRole('group', { name: 'More tags' });
  await within(field).findByRole('checkbox', { name: 'Ajax' });
  return { ...rendered, field };
}

test('[NR-02] More tags: the site’s tags but the primary one, chosen by keyboard in order, taken off by their chip', async () => {
  const { user, field } = await renderField();
  expect(within(field).queryByRole('checkbox', { name: 'Transfers' })).not.toBeInTheDocument();
  expect(field).toHaveAccessibleDescription('The article is also listed on these tags’ pages. 0 of 10 chosen.');

  within(field).getByRole('checkbox', { name: 'Women' }).focus();
  await user.keyboard(' ');
  await user.click(within(field).getByRole('checkbox', { name: 'Ajax' }));
  expect(screen.getByRole('status', { name: 'The form’s tags' })).toHaveTextContent('women,ajax');
  const chosen = within(field).getByRole('list', { name: 'Chosen tags' });
  expect(
    within(chosen)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Women×', 'Ajax×']);
  expect(field).toHaveAccessibleDescription('The article is also listed on these tags’ pages. 2 of 10 chosen.');

  within(chosen).getByRole('button', { name: 'Remove Women' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'The form’s tags' })).toHaveTextContent(/^ajax$/);
  expect(within(field).getByRole('checkbox', { name: 'Women' })).not.toBeChecked();
});

test('[NR-02] More tags: ten at most; a search narrows the list; a tag the list lacks stays chosen', async () => {
  const ten = ['ajax', 'eredivisie', 'youth', 'women', 'europe', 'cup', 'stadium', 'fans', 'coach', 'gone-tag'];
  const { user, field } = await renderField(ten);
  expect(field).toHaveAccessibleDescription(
    'The article is also listed on these tags’ pages. 10 of 10 chosen. That is the most: remove one to choose another.',
  );
  expect(within(field).getByRole('checkbox', { name: 'Keepers' })).toBeDisabled();
  expect(within(field).getByRole('button', { name: 'Remove gone-tag' })).toBeInTheDocument();

  await user.click(within(field).getByRole('button', { name: 'Remove gone-tag' }));
  expect(within(field).getByRole('checkbox', { name: 'Keepers' })).toBeEnabled();

  await user.type(within(field).getByRole('searchbox', { name: 'Find a tag' }), 'kee');
  expect(
    within(field)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value')),
  ).toEqual(['keepers']);
  await user.click(within(field).getByRole('checkbox', { name: 'Keepers' }));
  expect(screen.getByRole('status', { name: 'The form’s tags' })).toHaveTextContent(
    'ajax,eredivisie,youth,women,europe,cup,stadium,fans,coach,keepers',
  );
  await user.clear(within(field).getByRole('searchbox', { name: 'Find a tag' }));
  await user.type(within(field).getByRole('searchbox', { name: 'Find a tag' }), 'zzz');
  expect(within(field).getByText('No tag is called that.')).toBeInTheDocument();
});

test('[NR-02] More tags: the API’s message for `tags` describes the field', async () => {
  const { field } = await renderField(['ajax'], 'Each tag can be chosen once.');
  expect(field).toHaveAccessibleDescription(
    'The article is also listed on these tags’ pages. 1 of 10 chosen. Each tag can be chosen once.',
  );
});
