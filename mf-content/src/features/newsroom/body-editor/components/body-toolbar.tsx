import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { bodyEditorMessages as messages, shortcutMessage } from './body-editor-messages';

/** A keyboard shortcut as TipTap names its keys; `Mod` is ⌘ on Apple devices, Ctrl elsewhere. */
type Shortcut = readonly string[];

interface ToolbarItem {
  id: string;
  label: MessageDescriptor;
  /** What the button shows; the label when there is none. */
  glyph?: string;
  shortcut?: Shortcut;
  /** A mark or block that is on where the cursor is (`aria-pressed`); undefined for an action. */
  pressed?: boolean;
  enabled: boolean;
  run: () => void;
}

export type ToolbarInsert = 'picture' | 'numberedPicture' | 'gallery' | 'poll';

interface BodyToolbarProps {
  editor: Editor;
  editorId: string;
  onLink: () => void;
  onEmbed: () => void;
  onInsert: (what: ToolbarInsert) => void;
}

function isApple(): boolean {
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** "Ctrl+Alt+2" or "⌘⌥2" for the tooltip; "Control+Alt+2" or "Meta+Alt+2" for `aria-keyshortcuts`. */
function describeShortcut(keys: Shortcut, apple: boolean): { text: string; aria: string } {
  const names = keys.map((key) => {
    if (key === 'Mod') return apple ? { text: '⌘', aria: 'Meta' } : { text: 'Ctrl', aria: 'Control' };
    if (key === 'Alt') return apple ? { text: '⌥', aria: 'Alt' } : { text: 'Alt', aria: 'Alt' };
    if (key === 'Shift') return apple ? { text: '⇧', aria: 'Shift' } : { text: 'Shift', aria: 'Shift' };
    return { text: key, aria: key };
  });
  return {
    text: names.map((name) => name.text).join(apple ? '' : '+'),
    aria: names.map((name) => name.aria).join('+'),
  };
}

/**
 * The editor's toolbar (`role="toolbar"`): one tab stop, the arrow keys (and Home, End) move between its
 * buttons (a roving tabindex). Marks and blocks show whether they are on (`aria-pressed`); a button that
 * cannot act where the cursor is stays focusable, `aria-disabled`, so it is still found.
 */
export function BodyToolbar({ editor, editorId, onLink, onEmbed, onInsert }: BodyToolbarProps) {
  const intl = useIntl();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: snapshot }) => {
      // A fresh dry run per command: one `can()` shares its transaction between the commands asked.
      const can = () => snapshot.can();
      const quoted = snapshot.isActive('blockquote') || snapshot.isActive('pullQuote');
      return {
        paragraph: snapshot.isActive('paragraph'),
        heading2: snapshot.isActive('heading', { level: 2 }),
        heading3: snapshot.isActive('heading', { level: 3 }),
        bold: snapshot.isActive('bold'),
        italic: snapshot.isActive('italic'),
        underline: snapshot.isActive('underline'),
        strike: snapshot.isActive('strike'),
        link: snapshot.isActive('link'),
        bulletList: snapshot.isActive('bulletList'),
        orderedList: snapshot.isActive('orderedList'),
        quote: snapshot.isActive('blockquote'),
        pullQuote: snapshot.isActive('pullQuote'),
        canParagraph: can().setParagraph(),
        canHeading2: can().toggleHeading({ level: 2 }),
        canHeading3: can().toggleHeading({ level: 3 }),
        canBold: can().toggleBold(),
        canItalic: can().toggleItalic(),
        canUnderline: can().toggleUnderline(),
        canStrike: can().toggleStrike(),
        canLink: can().setMark('link', { href: '/' }),
        canBulletList: can().toggleBulletList(),
        canOrderedList: can().toggleOrderedList(),
        // A dry run cannot lift the one quote before it wraps in the other: asked of the text inside.
        canQuote: quoted || can().wrapIn('blockquote'),
        canPullQuote: quoted || can().wrapIn('pullQuote'),
        canHorizontalRule: can().setHorizontalRule(),
        canUndo: can().undo(),
        canRedo: can().redo(),
      };
    },
  });
  const chain = () => editor.chain().focus();

  const groups: ToolbarItem[][] = [
    [
      {
        id: 'paragraph',
        label: messages.paragraph,
        glyph: '¶',
        shortcut: ['Mod', 'Alt', '0'],
        pressed: state.paragraph,
        enabled: state.canParagraph,
        run: () => chain().setParagraph().run(),
      },
      {
        id: 'heading2',
        label: messages.heading2,
        glyph: 'H2',
        shortcut: ['Mod', 'Alt', '2'],
        pressed: state.heading2,
        enabled: state.canHeading2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        id: 'heading3',
        label: messages.heading3,
        glyph: 'H3',
        shortcut: ['Mod', 'Alt', '3'],
        pressed: state.heading3,
        enabled: state.canHeading3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        id: 'bold',
        label: messages.bold,
        glyph: 'B',
        shortcut: ['Mod', 'B'],
        pressed: state.bold,
        enabled: state.canBold,
        run: () => chain().toggleBold().run(),
      },
      {
        id: 'italic',
        label: messages.italic,
        glyph: 'I',
        shortcut: ['Mod', 'I'],
        pressed: state.italic,
        enabled: state.canItalic,
        run: () => chain().toggleItalic().run(),
      },
      {
        id: 'underline',
        label: messages.underline,
        glyph: 'U',
        shortcut: ['Mod', 'U'],
        pressed: state.underline,
        enabled: state.canUnderline,
        run: () => chain().toggleUnderline().run(),
      },
      {
        id: 'strike',
        label: messages.strike,
        glyph: 'S',
        shortcut: ['Mod', 'Shift', 'S'],
        pressed: state.strike,
        enabled: state.canStrike,
        run: () => chain().toggleStrike().run(),
      },
      {
        id: 'link',
        label: messages.link,
        shortcut: ['Mod', 'K'],
        pressed: state.link,
        enabled: state.canLink,
        run: onLink,
      },
    ],
    [
      {
        id: 'bulletList',
        label: messages.bulletList,
        glyph: '•',
        shortcut: ['Mod', 'Shift', '8'],
        pressed: state.bulletList,
        enabled: state.canBulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        id: 'orderedList',
        label: messages.orderedList,
        glyph: '1.',
        shortcut: ['Mod', 'Shift', '7'],
        pressed: state.orderedList,
        enabled: state.canOrderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        id: 'quote',
        label: messages.quote,
        glyph: '“',
        shortcut: ['Mod', 'Shift', 'B'],
        pressed: state.quote,
        enabled: state.canQuote,
        run: () => chain().toggleQuote('blockquote').run(),
      },
      {
        id: 'pullQuote',
        label: messages.pullQuote,
        glyph: '❝',
        pressed: state.pullQuote,
        enabled: state.canPullQuote,
        run: () => chain().toggleQuote('pullQuote').run(),
      },
      {
        id: 'horizontalRule',
        label: messages.horizontalRule,
        glyph: '―',
        enabled: state.canHorizontalRule,
        run: () => chain().setHorizontalRule().run(),
      },
    ],
    [
      { id: 'picture', label: messages.picture, enabled: true, run: () => onInsert('picture') },
      { id: 'numberedPicture', label: messages.numberedPicture, enabled: true, run: () => onInsert('numberedPicture') },
      { id: 'gallery', label: messages.gallery, enabled: true, run: () => onInsert('gallery') },
      { id: 'poll', label: messages.poll, enabled: true, run: () => onInsert('poll') },
      { id: 'embed', label: messages.embed, enabled: true, run: onEmbed },
    ],
    [
      {
        id: 'undo',
        label: messages.undo,
        glyph: '↶',
        shortcut: ['Mod', 'Z'],
        enabled: state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        id: 'redo',
        label: messages.redo,
        glyph: '↷',
        shortcut: ['Mod', 'Shift', 'Z'],
        enabled: state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];
  const count = groups.flat().length;
  const apple = isApple();

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowDown: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label={intl.formatMessage(messages.toolbar)}
      aria-controls={editorId}
      className="body-editor__toolbar"
      onKeyDown={moveFocus}
    >
      {groups.map((items) => (
        <div key={items[0]?.id} className="body-editor__group">
          {items.map((item) => {
            index += 1;
            const position = index;
            const label = intl.formatMessage(item.label);
            const shortcut = item.shortcut === undefined ? null : describeShortcut(item.shortcut, apple);
            return (
              <button
                key={item.id}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                className={`body-editor__button body-editor__button--${item.id}`}
                tabIndex={position === current ? 0 : -1}
                aria-label={label}
                title={
                  shortcut === null
                    ? label
                    : intl.formatMessage(shortcutMessage, { action: label, shortcut: shortcut.text })
                }
                aria-keyshortcuts={shortcut?.aria}
                aria-pressed={item.pressed}
                aria-disabled={!item.enabled || undefined}
                onFocus={() => setCurrent(position)}
                onClick={() => {
                  if (item.enabled) item.run();
                }}
              >
                {item.glyph === undefined ? label : <span aria-hidden="true">{item.glyph}</span>}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
