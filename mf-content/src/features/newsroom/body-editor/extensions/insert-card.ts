import type { CommandProps, JSONContent } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';

/** The body's cards: blocks an editor inserts whole from the toolbar, and selects whole. */
const cardTypes = new Set(['picture', 'poll', 'embed']);

/**
 * Where a card goes, always between the body's top-level blocks (cards are never inside a list or a
 * quote): after the card the selection is on or in (a picture's caption); in place of an empty
 * paragraph; before or after a paragraph the cursor is at the start or end of, or between its halves;
 * after any other block the cursor is in. Selected text is deleted first, as typing would.
 */
function cardPlace(tr: Transaction): number {
  const { selection } = tr;
  if (selection instanceof NodeSelection && selection.$from.depth === 0) {
    if (cardTypes.has(selection.node.type.name)) return selection.to;
    tr.deleteSelection();
  } else if (!selection.empty) {
    tr.deleteSelection();
  }
  const { $from } = tr.selection;
  if ($from.depth === 0) return $from.pos;
  const top: ProseMirrorNode = $from.node(1);
  const topStart = $from.before(1);
  const topEnd = $from.after(1);
  if (cardTypes.has(top.type.name) || $from.depth > 1) return topEnd;
  if (top.type.name === 'paragraph' && top.content.size === 0) {
    tr.delete(topStart, topEnd);
    return topStart;
  }
  if ($from.parentOffset === 0) return topStart;
  if ($from.parentOffset === $from.parent.content.size) return topEnd;
  tr.split($from.pos);
  return $from.pos + 1;
}

/**
 * Inserts a card and puts the cursor in the paragraph after it (a new one when a card or nothing
 * follows), so cards inserted one after another all stay, and typing goes on after the card: TipTap's
 * own insertion leaves a card at the end selected, and the next key typed would replace it.
 */
export function insertCard(content: JSONContent) {
  return ({ tr, dispatch }: CommandProps): boolean => {
    const card = tr.doc.type.schema.nodeFromJSON(content);
    const at = cardPlace(tr);
    tr.insert(at, card);
    const cardEnd = at + card.nodeSize;
    const next = tr.doc.resolve(cardEnd).nodeAfter;
    if (next === null || !next.isTextblock) tr.insert(cardEnd, tr.doc.type.schema.nodes['paragraph']!.create());
    tr.setSelection(TextSelection.create(tr.doc, cardEnd + 1)).scrollIntoView();
    if (dispatch) dispatch(tr);
    return true;
  };
}
