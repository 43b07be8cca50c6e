import type { NodeViewProps } from '@tiptap/core';
import { useIntl } from 'react-intl';
import { isEmbedProvider } from '../lib/embed-url';
import { providerNames, useBodyEditorContext } from './body-editor-context';
import { bodyEditorMessages as messages, embedTitleMessage } from './body-editor-messages';
import { CardButton, CardFrame } from './card-frame';

/** EMB-01's placeholder in the editor: the site's own preview of the post, and a button to remove it. */
export function EmbedCard({ node, editor, getPos, selected, deleteNode }: NodeViewProps) {
  const intl = useIntl();
  const { services } = useBodyEditorContext();
  const provider: unknown = node.attrs['provider'];
  const url: unknown = node.attrs['url'];
  if (typeof provider !== 'string' || !isEmbedProvider(provider) || typeof url !== 'string') return null;

  return (
    <CardFrame
      kind="embed"
      title={intl.formatMessage(embedTitleMessage, { provider: providerNames[provider] })}
      selected={selected}
      actions={
        <CardButton editor={editor} getPos={getPos} onClick={deleteNode}>
          {intl.formatMessage(messages.removeEmbed)}
        </CardButton>
      }
    >
      <p className="body-editor-card__url" contentEditable={false}>
        {url}
      </p>
      <div className="body-editor-card__preview" contentEditable={false}>
        {services.renderEmbedPreview(provider, url)}
      </div>
    </CardFrame>
  );
}
