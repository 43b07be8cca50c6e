/** Texts of AB-01: headline A/B tests, merged by i18n/messages.ts. Keys start with 'headlineTests.'. */
const en = {
  'headlineTests.badGroup': 'The group must be a or b.',
  'headlineTests.unknownArticle': 'This article does not exist.',
  'headlineTests.notUnderTest': 'This article has no headline test running.',
  'headlineTests.viewerRequired': 'A visitor id (X-Visitor-Id) or a login is needed to count a headline.',
  'headlineTests.badWinner': 'The winner must be a or b.',
  'attribute.group': 'group',
  'attribute.article_ids': 'articles',
  'attribute.winner': 'winner',
} as const;

const nl: Record<keyof typeof en, string> = {
  'headlineTests.badGroup': 'De groep moet a of b zijn.',
  'headlineTests.unknownArticle': 'Dit artikel bestaat niet.',
  'headlineTests.notUnderTest': 'Bij dit artikel loopt geen koptest.',
  'headlineTests.viewerRequired': 'Om een kop te tellen is een bezoekers-id (X-Visitor-Id) of een login nodig.',
  'headlineTests.badWinner': 'De winnaar moet a of b zijn.',
  'attribute.group': 'groep',
  'attribute.article_ids': 'artikelen',
  'attribute.winner': 'winnaar',
};

export const headlineTestsMessages = { en, nl };
