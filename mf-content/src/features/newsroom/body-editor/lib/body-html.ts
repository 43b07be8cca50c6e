import { elementFromString, getSchemaByResolvedExtensions, resolveExtensions, type JSONContent } from '@tiptap/core';
import { DOMParser, DOMSerializer, Node as ProseMirrorNode, type Schema } from '@tiptap/pm/model';
import { bodyExtensions, bodySchemaSpec } from '../extensions/body-extensions';

let schema: Schema | null = null;

/** The body's schema, built once: the same the editor builds from the same extensions and spec. */
function bodySchema(): Schema {
  schema ??= getSchemaByResolvedExtensions(resolveExtensions(bodyExtensions()), undefined, bodySchemaSpec);
  return schema;
}

function isEmptyParagraph(node: ProseMirrorNode): boolean {
  return node.type.name === 'paragraph' && node.content.size === 0;
}

/**
 * A body document as article HTML. Empty paragraphs at the end are left out: the editor keeps one
 * there (so the cursor can go after a card) that the author did not write; an empty body is ''.
 */
export function serialiseDoc(doc: ProseMirrorNode): string {
  const serializer = DOMSerializer.fromSchema(doc.type.schema);
  // An inert document: nothing serialised here is ever loaded or run.
  const container = document.implementation.createHTMLDocument('').createElement('div');
  let end = doc.childCount;
  while (end > 0 && isEmptyParagraph(doc.child(end - 1))) end -= 1;
  for (let index = 0; index < end; index += 1) {
    container.appendChild(serializer.serializeNode(doc.child(index), { document: container.ownerDocument }));
  }
  return container.innerHTML;
}

/**
 * Article HTML as the editor reads it, as a document (TipTap's JSON). Needs a DOM (the browser, or
 * jsdom in tests), as the editor itself does. Whatever the body schema has
 * no place for is dropped: scripts, event handler attributes, styles, unknown attributes, links and
 * pictures to addresses the site does not follow.
 */
export function parseBody(html: string): JSONContent {
  return DOMParser.fromSchema(bodySchema()).parse(elementFromString(html)).toJSON();
}

/** A document of `parseBody` (or the editor's `getJSON()`) as article HTML. */
export function serialiseBody(content: JSONContent): string {
  return serialiseDoc(ProseMirrorNode.fromJSON(bodySchema(), content));
}
