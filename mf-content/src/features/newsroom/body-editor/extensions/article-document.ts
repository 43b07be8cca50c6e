import { Node } from '@tiptap/core';

/**
 * The body itself. Its parse rules take the headings the body has no level for: the page's one h1 is
 * the article's title (the API's sanitizer makes a body's h1 an h2, and so does this), and h4–h6, which
 * older bodies and pasted documents have, become h3 rather than plain paragraphs.
 */
export const ArticleDocument = Node.create({
  name: 'doc',
  topNode: true,
  content: 'block+',

  parseHTML() {
    return [
      { tag: 'h1', node: 'heading', attrs: { level: 2 } },
      ...['h4', 'h5', 'h6'].map((tag) => ({ tag, node: 'heading', attrs: { level: 3 } })),
    ];
  },
});
