import { Extension } from '@tiptap/core';
import { EditorContent, ReactNodeViewRenderer, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import { bodyExtensions, bodySchemaSpec } from '../extensions/body-extensions';
import { galleryNear } from '../extensions/picture';
import { serialiseDoc } from '../lib/body-html';
import { detectEmbed } from '../lib/embed-url';
import { linkAddressOf } from '../lib/safe-urls';
import {
  BodyEditorContext,
  pickPictureAttributes,
  pickPollId,
  type BodyEditorNotice,
  type BodyEditorServices,
} from './body-editor-context';
import { bodyEditorMessages as messages } from './body-editor-messages';
import { BodyToolbar, type ToolbarInsert } from './body-toolbar';
import { EmbedCard } from './embed-card';
import { PictureCard } from './picture-card';
import { PollCard } from './poll-card';
import { UrlForm } from './url-form';
import './body-editor.css';

const cardViews = {
  picture: ReactNodeViewRenderer(PictureCard),
  poll: ReactNodeViewRenderer(PollCard),
  embed: ReactNodeViewRenderer(EmbedCard),
};

interface ArticleBodyEditorProps {
  /** The body as stored (article HTML). Read when the editor is made; a later value is not applied. */
  initialHtml: string;
  /** The body as article HTML after each change, not debounced (the page debounces its autosave). */
  onChange: (html: string) => void;
  /** The id of the element naming the text area (the page's label); without it, "Article text". */
  labelledBy?: string;
  services: BodyEditorServices;
}

type Panel = 'link' | 'embed' | null;

/**
 * NR-02: the newsroom's writing surface. A TipTap editor whose output is exactly the article HTML the
 * site renders (docs/contracts.md "Article body markup"): paragraphs, h2/h3, marks, links, lists,
 * quotes and pull quotes, lines, pictures (plain, numbered, in a lightbox gallery), polls and embeds.
 * Made in the browser only (`immediatelyRender: false`): on the server and in the first render there
 * is nothing but an empty frame.
 */
export function ArticleBodyEditor({ initialHtml, onChange, labelledBy, services }: ArticleBodyEditorProps) {
  const intl = useIntl();
  const editorId = useId();
  const hintId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<BodyEditorNotice | null>(null);
  const latest = useRef({ onChange, openLink: () => setPanel('link') });
  useEffect(() => {
    latest.current.onChange = onChange;
  });
  const [extensions] = useState(() => [
    ...bodyExtensions(cardViews),
    Extension.create({
      name: 'linkShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          latest.current.openLink();
          return true;
        },
      }),
    }),
  ]);
  const naming: Record<string, string> =
    labelledBy === undefined
      ? { 'aria-label': intl.formatMessage(messages.editorLabel) }
      : { 'aria-labelledby': labelledBy };
  const editor = useEditor({
    extensions,
    schemaSpec: bodySchemaSpec,
    content: initialHtml,
    immediatelyRender: false,
    // The styles ProseMirror needs are in body-editor.css, not a <style> element TipTap writes.
    injectCSS: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-describedby': hintId,
        class: 'body-editor__content',
        ...naming,
      },
    },
    onUpdate: ({ editor: changed }) => latest.current.onChange(serialiseDoc(changed.state.doc)),
  });
  const context = useMemo(() => ({ services, notify: setNotice }), [services]);

  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  const insert = async (what: ToolbarInsert) => {
    if (editor === null) return;
    if (what === 'poll') {
      const pollId = await pickPollId(context);
      if (pollId !== null) editor.chain().focus().insertPoll(pollId).run();
      return;
    }
    // The gallery is chosen where the cursor is now, before the picker takes the focus.
    const gallery = what === 'gallery' ? galleryNear(editor.state) : null;
    const picture = await pickPictureAttributes(context, { numbered: what === 'numberedPicture', gallery });
    if (picture !== null) editor.chain().focus().insertPicture(picture).run();
  };

  const applyLink = (typed: string): string | null => {
    const href = linkAddressOf(typed);
    if (editor === null) return null;
    if (href === null) return intl.formatMessage(messages.linkInvalid);
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setPanel(null);
    return null;
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setPanel(null);
  };

  const applyEmbed = (typed: string): string | null => {
    const embed = detectEmbed(typed);
    if (embed === null) return intl.formatMessage(messages.embedInvalid);
    editor?.chain().focus().insertEmbed(embed).run();
    setPanel(null);
    return null;
  };

  const linkHref: unknown = editor?.getAttributes('link')['href'];

  return (
    <BodyEditorContext.Provider value={context}>
      <div className="body-editor">
        {editor === null ? null : (
          <BodyToolbar
            editor={editor}
            editorId={editorId}
            onLink={() => setPanel('link')}
            onEmbed={() => setPanel('embed')}
            onInsert={(what) => void insert(what)}
          />
        )}
        {panel === 'link' ? (
          <UrlForm
            key="link"
            label={intl.formatMessage(messages.linkAddress)}
            hint={intl.formatMessage(messages.linkHint)}
            submitLabel={intl.formatMessage(messages.linkApply)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            initialValue={typeof linkHref === 'string' ? linkHref : ''}
            onSubmit={applyLink}
            onCancel={closePanel}
            extra={
              typeof linkHref === 'string' ? (
                <Button variant="secondary" onClick={removeLink}>
                  {intl.formatMessage(messages.linkRemove)}
                </Button>
              ) : null
            }
          />
        ) : null}
        {panel === 'embed' ? (
          <UrlForm
            key="embed"
            label={intl.formatMessage(messages.embedAddress)}
            hint={intl.formatMessage(messages.embedHint)}
            submitLabel={intl.formatMessage(messages.embedInsert)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            onSubmit={applyEmbed}
            onCancel={closePanel}
          />
        ) : null}
        {notice === null ? null : (
          <p className="body-editor__notice" role="alert">
            {intl.formatMessage(messages[notice])}
          </p>
        )}
        <EditorContent editor={editor} className="body-editor__frame" />
        <p id={hintId} className="visually-hidden">
          {intl.formatMessage(messages.cardsHint)}
        </p>
      </div>
    </BodyEditorContext.Provider>
  );
}
