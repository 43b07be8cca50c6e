/** Texts of Leaderboards, karma and profile comments (COM-01, KAR-*, PRF-01), merged by i18n/messages.ts. */
const en = {
  'karma.unknownTimeFrame': 'Unknown time frame. Use weekly, monthly or total.',
  'karma.frame.weekly': 'This week',
  'karma.frame.monthly': 'This month',
  'karma.frame.total': 'All time',
  // Also the public profile's (accounts/get-public-profile.ts): one text for "no such user" on every profile call.
  'profile.unknownUser': 'This user does not exist.',
  // The profile's comments table (`read` of GET /ajax/user/{id}/comments/{page}): how far the pages go.
  'profile.commentsRead.none': 'No comments yet',
  'profile.commentsRead.one': '{read} of 1 comment read',
  'profile.commentsRead.other': '{read} of {count} comments read',
  'attribute.order_by': 'order by',
} as const;

const nl: Record<keyof typeof en, string> = {
  'karma.unknownTimeFrame': 'Onbekende periode. Kies weekly, monthly of total.',
  'karma.frame.weekly': 'Deze week',
  'karma.frame.monthly': 'Deze maand',
  'karma.frame.total': 'Aller tijden',
  'profile.unknownUser': 'Deze gebruiker bestaat niet.',
  'profile.commentsRead.none': 'Nog geen reacties',
  'profile.commentsRead.one': '{read} van 1 reactie gelezen',
  'profile.commentsRead.other': '{read} van {count} reacties gelezen',
  'attribute.order_by': 'sortering',
};

export const karmaMessages = { en, nl };
