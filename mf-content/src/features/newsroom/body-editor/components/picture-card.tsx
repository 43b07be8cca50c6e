import type { NodeViewProps } from '@tiptap/core';
import { NodeViewContent } from '@tiptap/react';
import { useIntl } from 'react-intl';
import { pictureOf } from '../extensions/picture';
import { pickPictureAttributes, useBodyEditorContext } from './body-editor-context';
import { altMessage, bodyEditorMessages as messages, galleryTitleMessage } from './body-editor-messages';
import { CardButton, CardFrame } from './card-frame';

/**
 * A picture in the editor, as a figure: the image, its alt text (what screen readers say), the caption
 * written in place, and buttons to replace or remove it, or to add a picture to its gallery.
 */
export function PictureCard({ node, editor, getPos, selected, updateAttributes, deleteNode }: NodeViewProps) {
  const intl = useIntl();
  const context = useBodyEditorContext();
  const picture = pictureOf(node);
  const layout = { numbered: picture.numbered, gallery: picture.gallery };

  const replacePicture = async () => {
    const next = await pickPictureAttributes(context, layout);
    if (next !== null) updateAttributes(next);
  };
  const addToGallery = async () => {
    const next = await pickPictureAttributes(context, layout);
    const position = getPos();
    if (next === null || position === undefined) return;
    editor
      .chain()
      .insertPicture(next, position + node.nodeSize)
      .focus()
      .run();
  };

  const title =
    picture.gallery !== null
      ? intl.formatMessage(galleryTitleMessage, { gallery: picture.gallery })
      : intl.formatMessage(picture.numbered ? messages.numberedPicture : messages.picture);

  return (
    <CardFrame
      kind="picture"
      as="figure"
      title={title}
      selected={selected}
      actions={
        <>
          <CardButton editor={editor} getPos={getPos} onClick={() => void replacePicture()}>
            {intl.formatMessage(messages.replacePicture)}
          </CardButton>
          {picture.gallery === null ? null : (
            <CardButton editor={editor} getPos={getPos} onClick={() => void addToGallery()}>
              {intl.formatMessage(messages.addToGallery)}
            </CardButton>
          )}
          <CardButton editor={editor} getPos={getPos} onClick={deleteNode}>
            {intl.formatMessage(messages.removePicture)}
          </CardButton>
        </>
      }
    >
      <div className="body-editor-card__media" contentEditable={false}>
        <img
          src={picture.src}
          srcSet={picture.srcset ?? undefined}
          sizes={picture.sizes ?? undefined}
          alt={picture.alt}
          width={picture.width ?? undefined}
          height={picture.height ?? undefined}
        />
        <p className="body-editor-card__alt">
          {picture.alt === ''
            ? intl.formatMessage(messages.noAlt)
            : intl.formatMessage(altMessage, { alt: picture.alt })}
        </p>
      </div>
      <NodeViewContent<'figcaption'>
        as="figcaption"
        className={`body-editor-card__caption${node.content.size === 0 ? ' is-empty' : ''}`}
        data-placeholder={intl.formatMessage(messages.caption)}
      />
    </CardFrame>
  );
}
