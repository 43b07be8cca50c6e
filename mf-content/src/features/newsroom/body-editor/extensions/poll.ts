import { Node } from '@tiptap/core';
import { focusSelectedCard } from './card-keys';
import { insertCard } from './insert-card';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    poll: {
      /** A poll card where the selection is. */
      insertPoll: (pollId: number) => ReturnType;
    };
  }
}

/** Poll ids as the API's sanitizer keeps them: digits only, 1 to 10 of them. */
export function pollIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[0-9]{1,10}$/.test(text) ? Number(text) : null;
}

/**
 * POL-01's placeholder as a card: `<div data-poll-id="12"></div>`, nothing inside, no other attribute.
 * The article page puts the poll in its place.
 */
export const PollNode = Node.create({
  name: 'poll',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    // Read by the parse rule alone: an attribute's own parser would read `pollid` off the div.
    return { pollId: { default: null, rendered: false, parseHTML: () => null } };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-poll-id]',
        getAttrs: (element) => {
          const pollId = pollIdOf(element.getAttribute('data-poll-id'));
          return pollId === null ? false : { pollId };
        },
      },
    ];
  },

  renderHTML({ node }) {
    return ['div', { 'data-poll-id': String(pollIdOf(node.attrs['pollId'])) }];
  },

  addCommands() {
    return {
      insertPoll: (pollId) => (props) => insertCard({ type: this.name, attrs: { pollId } })(props),
    };
  },

  addKeyboardShortcuts() {
    return { Enter: () => focusSelectedCard(this.editor, this.name) };
  },
});
