import { stripMessageDescriptions } from '../../../scripts/webpack/strip-message-descriptions';

// The production build drops each message's translator note (scripts/webpack/strip-message-descriptions.js):
// the browser formats the compiled catalogue and never reads it.

test('[ISSUE-10] a message keeps its id and English text and loses only its description', () => {
  const code = `const messages = defineMessages({
    title: {
        id: 'matchcenter.home.title',
        defaultMessage: "Fans' match centre",
        description: 'Heading of the match-centre home page'
    },
    count: defineMessage({
        id: 'x.count',
        defaultMessage: '{count, plural, one {# match} ' + 'other {# matches}}',
        description: \`How many cards, beside the heading\`
    })
});`;
  const stripped = stripMessageDescriptions(code);
  expect(stripped).not.toContain('description');
  expect(stripped).toContain(`id: 'matchcenter.home.title',\n        defaultMessage: "Fans' match centre"\n    }`);
  expect(stripped).toContain(`defaultMessage: '{count, plural, one {# match} ' + 'other {# matches}}'\n    })`);
});

test("[ISSUE-10] any other object's description stays: a page's meta description, a message keyed `description`", () => {
  const code = `const head = { title: 'Home', description: 'The latest news of the club.' };
const messages = defineMessages({
    description: {
        id: 'home.description',
        defaultMessage: 'The latest news.',
        description: 'Meta description of the home page'
    }
});
const template = { id: \`\${prefix}.x\`, defaultMessage: 'y', description: 'z' };`;
  const stripped = stripMessageDescriptions(code);
  expect(stripped).toContain("description: 'The latest news of the club.'");
  expect(stripped).toContain('description: {');
  expect(stripped).not.toContain('Meta description of the home page');
  // An id that is not one literal is not a message this knows: left as it is.
  expect(stripped).toContain("defaultMessage: 'y', description: 'z'");
});
