import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button, useIsRemoteEnabled, useOpenAuthDialog, useSession, useTenant } from '@tribune/shared';
import '../lists.css';

const titleMessage = defineMessage<{ site: string }>({
  id: 'content.lists.guest.title',
  defaultMessage: 'Join {site}',
  description: 'Heading of the invitation to create an account, under an article for guests; {site} is the site name',
});

const messages = defineMessages({
  intro: {
    id: 'content.lists.guest.intro',
    defaultMessage: 'With a free account you can:',
    description: 'Guest invitation: the line before the list of what an account lets a fan do on this site',
  },
  comment: {
    id: 'content.lists.guest.comment',
    defaultMessage: 'comment on articles and like the comments of other fans',
    description: 'Guest invitation, a list item: shown only on a site with comments (the community part)',
  },
  forum: {
    id: 'content.lists.guest.forum',
    defaultMessage: 'start and join topics in the forum',
    description: 'Guest invitation, a list item: shown only on a site with the forum (the community part)',
  },
  predict: {
    id: 'content.lists.guest.predict',
    defaultMessage: 'predict the week’s matches and climb the rankings',
    description: 'Guest invitation, a list item: shown only on a site with the prediction game',
  },
  settings: {
    id: 'content.lists.guest.settings',
    defaultMessage: 'keep night mode and large text on every device',
    description: 'Guest invitation, a list item: account settings, on every site',
  },
  login: {
    id: 'content.lists.guest.login',
    defaultMessage: 'Log in',
    description: 'Guest invitation: button that opens the login dialog',
  },
  register: {
    id: 'content.lists.guest.register',
    defaultMessage: 'Create an account',
    description: 'Guest invitation: button that opens the registration dialog',
  },
});

/**
 * ART-08: for logged-out readers, an invitation to join. Its promises are composed from the parts this
 * tenant runs (PLT-09, MD-07): comments and the forum only with mf_community, predictions only with
 * mf_football_pool, so a site never promises a part it does not have. Polls are not promised: guests
 * can vote in them. Rendered here rather than taken from GET /ajax/load-guest-user-section, whose one
 * fixed sentence cannot know the tenant's parts (docs/decisions/0029-copy-and-demo-follow-the-tenants-parts.md);
 * the server renders it (a server render is a guest's) and it goes once a session is restored.
 */
export function GuestSection() {
  const intl = useIntl();
  const titleId = useId();
  const { isLoggedIn } = useSession();
  const tenant = useTenant();
  const openAuthDialog = useOpenAuthDialog();
  const hasCommunity = useIsRemoteEnabled('mf_community');
  const hasPool = useIsRemoteEnabled('mf_football_pool');
  if (isLoggedIn) return null;
  const promises = [
    hasCommunity ? messages.comment : null,
    hasCommunity ? messages.forum : null,
    hasPool ? messages.predict : null,
    messages.settings,
  ].filter((message) => message !== null);
  return (
    <section className="lists-guest guest-section" aria-labelledby={titleId}>
      <h2 className="guest-section__title" id={titleId}>
        {intl.formatMessage(titleMessage, { site: tenant.name })}
      </h2>
      <p className="guest-section__text">{intl.formatMessage(messages.intro)}</p>
      <ul className="guest-section__list">
        {promises.map((message) => (
          <li key={message.id}>{intl.formatMessage(message)}</li>
        ))}
      </ul>
      <p className="guest-section__actions">
        <Button variant="primary" onClick={() => openAuthDialog('register')}>
          {intl.formatMessage(messages.register)}
        </Button>
        <Button variant="secondary" onClick={() => openAuthDialog('login')}>
          {intl.formatMessage(messages.login)}
        </Button>
      </p>
    </section>
  );
}
