import { defineMessage, defineMessages } from 'react-intl';

/** Strings of the mini-leagues; Dutch in lang/nl.json. */
export const leagueMessages = {
  ...defineMessages({
    title: {
      id: 'football-pool.leagues.title',
      defaultMessage: 'Mini-leagues',
      description: 'Heading of the mini-leagues section',
    },
    intro: {
      id: 'football-pool.leagues.intro',
      defaultMessage: 'Play against friends: create a league and send them its invite link.',
      description: 'Introduction of the mini-leagues section',
    },
    loginInvitation: {
      id: 'football-pool.leagues.login-invitation',
      defaultMessage: 'Log in to create a mini-league or join one.',
      description: 'Mini-leagues section for guests',
    },
    yours: {
      id: 'football-pool.leagues.yours',
      defaultMessage: 'Your mini-leagues',
      description: 'Heading of the list of the fan’s mini-leagues',
    },
    none: {
      id: 'football-pool.leagues.none',
      defaultMessage: 'You are not in a mini-league yet.',
      description: 'The fan is in no mini-league',
    },
    loadFailed: {
      id: 'football-pool.leagues.load-failed',
      defaultMessage: 'The mini-leagues could not be loaded.',
      description: 'Shown when mini-leagues fail to load',
    },
    create: {
      id: 'football-pool.leagues.create',
      defaultMessage: 'Create a mini-league',
      description: 'Heading and button of the form that creates a mini-league',
    },
    name: {
      id: 'football-pool.leagues.name',
      defaultMessage: 'Name of the league',
      description: 'Label of the name field of a new mini-league',
    },
    created: {
      id: 'football-pool.leagues.created',
      defaultMessage: 'Your league is ready. Invite your friends with its code or link.',
      description: 'Confirmation after creating a mini-league',
    },
    code: {
      id: 'football-pool.leagues.code',
      defaultMessage: 'Code',
      description: 'Label of a mini-league’s invite code',
    },
    inviteLink: {
      id: 'football-pool.leagues.invite-link',
      defaultMessage: 'Invite link',
      description: 'Label of a mini-league’s invite link',
    },
    copy: {
      id: 'football-pool.leagues.copy',
      defaultMessage: 'Copy the link',
      description: 'Button that copies a mini-league’s invite link',
    },
    copied: {
      id: 'football-pool.leagues.copied',
      defaultMessage: 'The link has been copied.',
      description: 'Announced after copying an invite link',
    },
    share: {
      id: 'football-pool.leagues.share',
      defaultMessage: 'Share the invite',
      description: 'Button that shares a mini-league’s invite link (share sheet, or copy, WhatsApp and X)',
    },
    copyFailed: {
      id: 'football-pool.leagues.copy-failed',
      defaultMessage: 'The link could not be copied: select it and copy it yourself.',
      description: 'Announced when the browser refuses to copy an invite link',
    },
    joinTitle: {
      id: 'football-pool.leagues.join-title',
      defaultMessage: 'Join a mini-league',
      description: 'Heading of the page an invite link opens',
    },
    joinLogin: {
      id: 'football-pool.leagues.join-login',
      defaultMessage: 'You have been invited to this mini-league. Log in to join it.',
      description: 'The invite page for guests',
    },
    join: {
      id: 'football-pool.leagues.join',
      defaultMessage: 'Join',
      description: 'Button that joins the mini-league of an invite',
    },
    inviteNotFound: {
      id: 'football-pool.leagues.invite-not-found',
      defaultMessage: 'This invite is not valid',
      description: 'Heading of the page an invite link opens when its code belongs to no mini-league',
    },
    unknownCode: {
      id: 'football-pool.leagues.unknown-code',
      defaultMessage: 'No league has this code.',
      description: 'The invite’s code belongs to no league',
    },
    open: {
      id: 'football-pool.leagues.open',
      defaultMessage: 'Open the league',
      description: 'Link to a mini-league the fan is already in',
    },
    members: {
      id: 'football-pool.leagues.members',
      defaultMessage: 'Members',
      description: 'Heading of the list of members of a mini-league',
    },
    ranking: {
      id: 'football-pool.leagues.ranking',
      defaultMessage: 'Ranking of the league',
      description: 'Heading and caption of a mini-league’s ranking',
    },
    leave: {
      id: 'football-pool.leagues.leave',
      defaultMessage: 'Leave the league',
      description: 'Button with which a member leaves a mini-league',
    },
    delete: {
      id: 'football-pool.leagues.delete',
      defaultMessage: 'Delete the league',
      description: 'Button with which the owner deletes a mini-league',
    },
    confirm: {
      id: 'football-pool.leagues.confirm',
      defaultMessage: 'Yes, go ahead',
      description: 'Confirms leaving, removing or deleting in a mini-league',
    },
    cancel: {
      id: 'football-pool.leagues.cancel',
      defaultMessage: 'Cancel',
      description: 'Cancels leaving, removing or deleting in a mini-league',
    },
    confirmLeave: {
      id: 'football-pool.leagues.confirm-leave',
      defaultMessage: 'Leave this league? You can join again with its code.',
      description: 'Question before leaving a mini-league',
    },
    confirmDelete: {
      id: 'football-pool.leagues.confirm-delete',
      defaultMessage: 'Delete this league for all its members? This cannot be undone.',
      description: 'Question before deleting a mini-league',
    },
    forbidden: {
      id: 'football-pool.leagues.forbidden',
      defaultMessage: 'Only members can see this league. Ask a member for its invite link.',
      description: 'A mini-league the fan is not a member of',
    },
    loginToSee: {
      id: 'football-pool.leagues.login-to-see',
      defaultMessage: 'Log in to see this mini-league.',
      description: 'A mini-league page for guests',
    },
    owner: {
      id: 'football-pool.leagues.owner',
      defaultMessage: 'owner',
      description: 'Marks the owner in the member list of a mini-league',
    },
    actionFailed: {
      id: 'football-pool.leagues.action-failed',
      defaultMessage: 'That did not work. Please try again.',
      description: 'A leave, remove or delete in a mini-league failed',
    },
  }),
  summary: defineMessage<{ owner: string; count: number }>({
    id: 'football-pool.leagues.summary',
    defaultMessage: 'By {owner} · {count, plural, one {# member} other {# members}}',
    description: 'The owner and size of a mini-league',
  }),
  remove: defineMessage<{ username: string }>({
    id: 'football-pool.leagues.remove',
    defaultMessage: 'Remove {username}',
    description: 'Button with which the owner removes a member from a mini-league',
  }),
  confirmRemove: defineMessage<{ username: string }>({
    id: 'football-pool.leagues.confirm-remove',
    defaultMessage: 'Remove {username} from this league?',
    description: 'Question before the owner removes a member',
  }),
  shareText: defineMessage<{ name: string; site: string; code: string }>({
    id: 'football-pool.leagues.share-text',
    defaultMessage: 'Join my mini-league “{name}” in the prediction game of {site}. The code is {code}.',
    description: 'The message that goes with a shared invite link (WhatsApp, X, the share sheet)',
  }),
};
