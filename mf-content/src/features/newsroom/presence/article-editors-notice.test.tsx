import { act, screen } from '@testing-library/react';
import { createFakePusher, renderWithTribune, testUser } from '@tribune/shared/testing';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadNewsroomMessages } from '../../../i18n/load-messages';
import { ArticleEditorsNotice } from './article-editors-notice';

const channel = 'presence-newsroom-article-7';

/** pusher-js's members object as `pusher:subscription_succeeded` hands it over. */
function members(list: { id: string; username: string }[]) {
  return {
    each: (visit: (member: unknown) => void) => list.forEach(({ id, username }) => visit({ id, info: { username } })),
  };
}

async function renderNotice(language: 'en' | 'nl' = 'en') {
  const pusher = createFakePusher();
  const me = { ...testUser, id: 5, role: 'junior-editor' };
  await renderWithTribune(
    <RemoteIntlProvider loadMessages={loadNewsroomMessages}>
      <ArticleEditorsNotice articleId={7} />
    </RemoteIntlProvider>,
    { loadPusher: pusher.loadPusher, loggedInAs: me, language },
  );
  return pusher;
}

test('[NR-04] the second editor is told, live, who else has the article open; never themselves', async () => {
  const pusher = await renderNotice();
  expect(pusher.subscribedChannels()).toContain(channel);
  act(() =>
    pusher.emit(
      channel,
      'pusher:subscription_succeeded',
      members([
        { id: '5', username: 'me' },
        { id: '9', username: 'editor' },
      ]),
    ),
  );
  expect(screen.getByRole('status')).toHaveTextContent('editor also has this article open.');
  expect(screen.getByRole('status')).not.toHaveTextContent('me also');

  act(() => pusher.emit(channel, 'pusher:member_added', { id: '11', info: { username: 'junior' } }));
  expect(screen.getByRole('status')).toHaveTextContent('editor and junior also have this article open.');
  act(() => pusher.emit(channel, 'pusher:member_removed', { id: '9', info: { username: 'editor' } }));
  act(() => pusher.emit(channel, 'pusher:member_removed', { id: '11', info: { username: 'junior' } }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('[NR-04] the warning is Dutch on a Dutch site', async () => {
  const pusher = await renderNotice('nl');
  act(() => pusher.emit(channel, 'pusher:member_added', { id: '9', info: { username: 'editor' } }));
  expect(screen.getByRole('status')).toHaveTextContent('editor heeft dit artikel ook open.');
});
