import type { NodeViewProps } from '@tiptap/core';
import { useReactNodeView } from '@tiptap/react';
import type { ButtonHTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import { bodyEditorMessages as messages } from './body-editor-messages';

interface CardFrameProps {
  kind: 'picture' | 'poll' | 'embed';
  title: string;
  selected: boolean;
  /** Rendered as a figure for pictures, so the caption is the figure's. */
  as?: 'div' | 'figure';
  children: ReactNode;
  actions: ReactNode;
}

/**
 * A card in the body: a title bar with the drag handle, the card's content, its buttons. Selected (an
 * outline) when the editor's selection is the card. Everything but a picture's caption is out of the
 * text's reach (`contentEditable={false}`).
 */
export function CardFrame({ kind, title, selected, as: Wrapper = 'div', children, actions }: CardFrameProps) {
  const intl = useIntl();
  const { onDragStart } = useReactNodeView();
  // TipTap's NodeViewWrapper, without the `as` attribute it leaves on the element.
  return (
    <Wrapper
      className={`body-editor-card body-editor-card--${kind}`}
      data-node-view-wrapper=""
      data-selected={selected || undefined}
      onDragStart={(event) => onDragStart?.(event.nativeEvent)}
      style={{ whiteSpace: 'normal' }}
    >
      <div className="body-editor-card__bar" contentEditable={false}>
        <span
          className="body-editor-card__handle"
          data-drag-handle=""
          draggable="true"
          title={intl.formatMessage(messages.dragHandle)}
          aria-hidden="true"
        >
          ⠿
        </span>
        <span className="body-editor-card__title">{title}</span>
      </div>
      {children}
      <div className="body-editor-card__actions" contentEditable={false}>
        {actions}
      </div>
    </Wrapper>
  );
}

type CardButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Pick<NodeViewProps, 'editor' | 'getPos'>;

/** A card's button; Escape on it goes back to the text with the card selected. */
export function CardButton({ editor, getPos, onKeyDown, ...rest }: CardButtonProps) {
  const backToText = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    const position = getPos();
    if (event.key !== 'Escape' || position === undefined) return;
    event.preventDefault();
    editor.chain().setNodeSelection(position).focus().run();
  };
  return <Button variant="secondary" className="body-editor-card__button" onKeyDown={backToText} {...rest} />;
}
