import type { AnyExtension, NodeViewRenderer } from '@tiptap/core';
import type { SchemaSpec } from '@tiptap/pm/model';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedHref } from '../lib/safe-urls';
import { ArticleDocument } from './article-document';
import { EmbedNode } from './embed';
import { PictureNode } from './picture';
import { PollNode } from './poll';
import { PullQuote } from './pull-quote';

/**
 * The whole structure of an article body, given to TipTap as its `schemaSpec`: every node and mark,
 * what each may hold and, above all, which attributes each has. Attributes the starter kit's
 * extensions would otherwise read off pasted or stored HTML (a link's `target`, `rel`, `class` and
 * `title`, an ordered list's `type`) are not in it, so they are neither kept nor written. What each
 * node looks like in HTML is its extension's `parseHTML`/`renderHTML`; together they make the body
 * exactly the markup of docs/contracts.md "Article body markup".
 */
export const bodySchemaSpec: SchemaSpec = {
  topNode: 'doc',
  nodes: {
    doc: { content: 'block+' },
    // The first block is what an empty body gets.
    paragraph: { content: 'inline*', group: 'block' },
    text: { group: 'inline' },
    heading: { content: 'inline*', group: 'block', defining: true, attrs: { level: { default: 2 } } },
    blockquote: { content: '(paragraph | heading | list)+', group: 'block', defining: true },
    pullQuote: { content: 'paragraph+', group: 'block', defining: true },
    bulletList: { content: 'listItem+', group: 'block list' },
    orderedList: { content: 'listItem+', group: 'block list', attrs: { start: { default: 1 } } },
    listItem: { content: 'paragraph (paragraph | list)*', defining: true },
    horizontalRule: { group: 'block' },
    hardBreak: { inline: true, group: 'inline', selectable: false, linebreakReplacement: true },
    picture: {
      content: 'inline*',
      group: 'block',
      draggable: true,
      selectable: true,
      isolating: true,
      attrs: {
        src: {},
        srcset: { default: null },
        sizes: { default: null },
        alt: { default: '' },
        width: { default: null },
        height: { default: null },
        large: { default: null },
        numbered: { default: false },
        gallery: { default: null },
      },
    },
    poll: { group: 'block', atom: true, draggable: true, selectable: true, attrs: { pollId: {} } },
    embed: { group: 'block', atom: true, draggable: true, selectable: true, attrs: { provider: {}, url: {} } },
  },
  // In this order marks nest in the HTML: a link outside, then <strong>, <em>, <u>, <s>.
  marks: {
    link: { inclusive: false, attrs: { href: {} } },
    bold: {},
    italic: {},
    underline: {},
    strike: {},
  },
};

/** The editor's own React views of the cards, when it has them (the pure parse/serialise has none). */
interface CardViews {
  picture: NodeViewRenderer;
  poll: NodeViewRenderer;
  embed: NodeViewRenderer;
}

/** The extensions of the body: the starter kit without code, plus the body's own nodes. */
export function bodyExtensions(views?: CardViews): AnyExtension[] {
  const withView = <Extension extends typeof PictureNode>(node: Extension, view: NodeViewRenderer | undefined) =>
    view === undefined ? node : node.extend({ addNodeView: () => view });
  return [
    StarterKit.configure({
      document: false,
      code: false,
      codeBlock: false,
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // The site adds `target` and `rel` to links that leave it; the body has neither.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedHref(url),
        shouldAutoLink: (url) => isAllowedHref(url),
      },
    }),
    ArticleDocument,
    PullQuote,
    withView(PictureNode, views?.picture),
    withView(PollNode, views?.poll),
    withView(EmbedNode, views?.embed),
  ];
}
