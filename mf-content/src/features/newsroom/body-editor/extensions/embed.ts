import { Node } from '@tiptap/core';
import { NodeSelection, Plugin, PluginKey } from '@tiptap/pm/state';
import { detectEmbed, isEmbedProvider, providerUrl, type EmbedProvider } from '../lib/embed-url';
import { focusSelectedCard } from './card-keys';
import { insertCard } from './insert-card';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      /** An embed card where the selection is. */
      insertEmbed: (embed: { provider: EmbedProvider; url: string }) => ReturnType;
    };
  }
}

/** The provider and URL of an embed placeholder as the API keeps it, or null. */
function embedOf(provider: string | null, url: string | null): { provider: EmbedProvider; url: string } | null {
  if (provider === null || !isEmbedProvider(provider)) return null;
  const href = providerUrl(provider, url ?? '');
  return href === null ? null : { provider, url: href };
}

/** `/embed/{id}` on YouTube's hosts: the player frames older bodies have. */
const youTubePlayer = /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{11})(?:[?#]|$)/;

/**
 * EMB-01's placeholder as a card: `<div data-embed="youtube" data-url="https://…"></div>`. Pasting a
 * provider's URL alone into an empty paragraph makes one; any other URL pasted stays a link.
 */
export const EmbedNode = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    // Read by the parse rules alone, never off the element's own attributes.
    return {
      provider: { default: null, rendered: false, parseHTML: () => null },
      url: { default: null, rendered: false, parseHTML: () => null },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-embed]',
        getAttrs: (element) => embedOf(element.getAttribute('data-embed'), element.getAttribute('data-url')) ?? false,
      },
      // The API drops an embed placeholder it cannot keep with its content; so does the editor.
      { tag: 'div[data-embed]', ignore: true, priority: 40 },
      {
        // A YouTube player frame in an older body: the same video as a placeholder.
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const id = youTubePlayer.exec(element.getAttribute('src') ?? '')?.[1];
          return id === undefined ? false : { provider: 'youtube', url: `https://www.youtube.com/watch?v=${id}` };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const provider: unknown = node.attrs['provider'];
    const url: unknown = node.attrs['url'];
    return ['div', { 'data-embed': String(provider), 'data-url': String(url) }];
  },

  addCommands() {
    return {
      insertEmbed: (embed) => (props) => insertCard({ type: this.name, attrs: embed })(props),
    };
  },

  addKeyboardShortcuts() {
    return { Enter: () => focusSelectedCard(this.editor, this.name) };
  },

  addProseMirrorPlugins() {
    const type = this.type;
    return [
      new Plugin({
        key: new PluginKey('embedPaste'),
        props: {
          handlePaste: (view, event) => {
            const text = event.clipboardData?.getData('text/plain').trim() ?? '';
            const embed = /\s/.test(text) ? null : detectEmbed(text);
            const { selection } = view.state;
            const { $from } = selection;
            const inEmptyParagraph =
              selection.empty &&
              $from.depth === 1 &&
              $from.parent.type.name === 'paragraph' &&
              $from.parent.content.size === 0;
            if (embed === null || !inEmptyParagraph) return false;
            const at = $from.before();
            const tr = view.state.tr.replaceWith(at, $from.after(), type.create(embed));
            view.dispatch(tr.setSelection(NodeSelection.create(tr.doc, at)).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});
