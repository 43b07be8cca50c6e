import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';

/**
 * Enter on a selected card (a picture, poll or embed chosen with the arrow keys or Backspace) puts the
 * focus on the card's first button, so its buttons are reachable from the keyboard; Escape there
 * brings the focus back to the text with the card selected (the card's own `CardFrame`).
 */
export function focusSelectedCard(editor: Editor, typeName: string): boolean {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== typeName) return false;
  const dom = editor.view.nodeDOM(selection.from);
  const control = dom instanceof HTMLElement ? dom.querySelector('button') : null;
  if (control === null) return false;
  control.focus();
  return true;
}
