import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pullQuote: {
      /** Quote or pull quote on, or off when it is on; the one replaces the other. */
      toggleQuote: (kind: QuoteKind) => ReturnType;
    };
  }
}

type QuoteKind = 'blockquote' | 'pullQuote';

/**
 * A pull quote: a sentence of the article set large beside or between its paragraphs,
 * `<blockquote data-pull-quote="">`. Paragraphs only; a plain quote (`blockquote`) is the starter kit's.
 */
export const PullQuote = Node.create({
  name: 'pullQuote',
  group: 'block',
  content: 'paragraph+',
  defining: true,

  parseHTML() {
    // Before the plain quote's `blockquote` rule (priority 50).
    return [{ tag: 'blockquote[data-pull-quote]', priority: 60 }];
  },

  renderHTML() {
    return ['blockquote', { 'data-pull-quote': '' }, 0];
  },

  addCommands() {
    return {
      toggleQuote:
        (kind) =>
        ({ editor, chain }) => {
          if (editor.isActive(kind)) return chain().lift(kind).run();
          const other: QuoteKind = kind === 'pullQuote' ? 'blockquote' : 'pullQuote';
          const next = chain();
          if (editor.isActive(other)) next.lift(other);
          return next.wrapIn(kind).run();
        },
    };
  },
});
