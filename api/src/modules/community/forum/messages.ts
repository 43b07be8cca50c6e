/** Texts of The forum (FRM-*), merged by i18n/messages.ts. */
const en = {
  'forum.unknownTopic': 'This topic does not exist.',
  'forum.started': 'Your topic has been started.',
  'forum.updated': 'The topic has been changed.',
  'forum.deleted': 'The topic and its comments have been deleted.',
  'forum.duplicateTitle': 'You just started this topic.',
  'forum.clientKeyUsed': 'This client key was already used for another post.',
  'forum.label.pinned': 'Pinned',
  'forum.label.closed': 'Closed',
  'forum.label.by': 'by {username}',
  'forum.label.oneComment': '1 comment',
  'forum.label.comments': '{count} comments',
  'forum.label.lastActivity': 'Last activity',
  'attribute.title': 'title',
} as const;

const nl: Record<keyof typeof en, string> = {
  'forum.unknownTopic': 'Dit onderwerp bestaat niet.',
  'forum.started': 'Je onderwerp is geplaatst.',
  'forum.updated': 'Het onderwerp is gewijzigd.',
  'forum.deleted': 'Het onderwerp en de reacties erop zijn verwijderd.',
  'forum.duplicateTitle': 'Je bent dit onderwerp net begonnen.',
  'forum.clientKeyUsed': 'Deze client key is al gebruikt voor een ander bericht.',
  'forum.label.pinned': 'Vastgepind',
  'forum.label.closed': 'Gesloten',
  'forum.label.by': 'door {username}',
  'forum.label.oneComment': '1 reactie',
  'forum.label.comments': '{count} reacties',
  'forum.label.lastActivity': 'Laatste activiteit',
  'attribute.title': 'titel',
};

export const forumMessages = { en, nl };
