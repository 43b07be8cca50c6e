import { Node } from '@tiptap/core';
import { Fragment, type DOMOutputSpec, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection, TextSelection, type EditorState } from '@tiptap/pm/state';
import { isAllowedImageUrl } from '../lib/safe-urls';
import { focusSelectedCard } from './card-keys';
import { insertCard } from './insert-card';

/** A picture as the page's picker hands it over; the picker makes sure it has alt text. */
export interface PictureChoice {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  /** The large picture a lightbox shows. */
  large: string;
}

/** How a picture shows in the article. */
export interface PictureLayout {
  /** ART-01's numbered image: `figure[data-numbered-image]`. */
  numbered: boolean;
  /** ART-01's lightbox: the gallery's name (`a[data-lightbox]` around the image), or null. */
  gallery: string | null;
}

/** The picture node's attributes: everything the figure's HTML says. */
interface PictureAttributes extends PictureLayout {
  src: string;
  srcset: string | null;
  sizes: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  large: string | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    picture: {
      /** A picture where the selection is, or at `at` (a position between blocks). */
      insertPicture: (picture: PictureAttributes, at?: number) => ReturnType;
    };
  }
}

/** Gallery names as the API keeps them; anything else becomes "gallery" there, and here. */
function galleryNameOf(value: string): string {
  return /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : 'gallery';
}

function dimensionOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[0-9]{1,5}$/.test(text.trim())) return null;
  const number = Number(text);
  return number > 0 ? number : null;
}

/** A `srcset` whose every candidate is an address a picture may come from, or null. */
function srcsetOf(value: string | null): string | null {
  const srcset = value?.trim() ?? '';
  if (srcset === '') return null;
  const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  return candidates.every(isAllowedImageUrl) ? srcset : null;
}

/** A picture's attributes from the page's picker, or null when it cannot go in the body (no alt text). */
export function pictureAttributesOf(choice: PictureChoice, layout: PictureLayout): PictureAttributes | null {
  const alt = choice.alt.trim();
  if (alt === '' || !isAllowedImageUrl(choice.src)) return null;
  const srcset = srcsetOf(choice.srcset);
  return {
    src: choice.src.trim(),
    srcset,
    sizes: srcset === null ? null : choice.sizes.trim() || null,
    alt,
    width: dimensionOf(choice.width),
    height: dimensionOf(choice.height),
    large: isAllowedImageUrl(choice.large) ? choice.large.trim() : null,
    numbered: layout.numbered,
    gallery: layout.gallery === null ? null : galleryNameOf(layout.gallery),
  };
}

/** The attributes of an `<img>` in the body (and of its figure and lightbox link), or false. */
function pictureFromHtml(img: Element, link: Element | null, figure: Element | null): PictureAttributes | false {
  const src = img.getAttribute('src') ?? '';
  if (!isAllowedImageUrl(src)) return false;
  const srcset = srcsetOf(img.getAttribute('srcset'));
  const large = link?.getAttribute('href') ?? '';
  const lightbox = link !== null && isAllowedImageUrl(large);
  return {
    src: src.trim(),
    srcset,
    sizes: srcset === null ? null : img.getAttribute('sizes')?.trim() || null,
    alt: img.getAttribute('alt') ?? '',
    width: dimensionOf(img.getAttribute('width')),
    height: dimensionOf(img.getAttribute('height')),
    large: lightbox ? large.trim() : null,
    numbered: figure?.hasAttribute('data-numbered-image') ?? false,
    gallery: lightbox ? galleryNameOf(link.getAttribute('data-lightbox') ?? '') : null,
  };
}

/** The picture a figure shows: its `<img>`, or the `<img>` in its lightbox (or other) link. */
function mediaOf(figure: Element): { img: Element; link: Element | null } | null {
  for (const child of Array.from(figure.children)) {
    if (child.tagName === 'IMG') return { img: child, link: null };
    const img = child.tagName === 'A' ? Array.from(child.children).find((inner) => inner.tagName === 'IMG') : undefined;
    if (img !== undefined) return { img, link: child.hasAttribute('data-lightbox') ? child : null };
  }
  return null;
}

/** The node's attributes, typed (they were checked when the node was made). */
export function pictureOf(node: ProseMirrorNode): PictureAttributes {
  const { attrs } = node;
  const text = (name: string) => {
    const value: unknown = attrs[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    src: text('src') ?? '',
    srcset: text('srcset'),
    sizes: text('sizes'),
    alt: text('alt') ?? '',
    width: dimensionOf(attrs['width']),
    height: dimensionOf(attrs['height']),
    large: text('large'),
    numbered: attrs['numbered'] === true,
    gallery: text('gallery'),
  };
}

/**
 * The gallery a new lightbox picture joins: the one of the picture selected or written in, or of the
 * picture just before the block the cursor is in; else a new name no picture in the body has yet.
 */
export function galleryNear(state: EditorState): string {
  const { selection, doc } = state;
  const galleryOf = (node: ProseMirrorNode | null | undefined) =>
    node?.type.name === 'picture' ? pictureOf(node).gallery : null;
  const selected = selection instanceof NodeSelection ? galleryOf(selection.node) : null;
  const around = galleryOf(selection.$from.node(1));
  const index = selection.$from.index(0);
  const before = index > 0 ? galleryOf(doc.child(index - 1)) : null;
  const near = selected ?? around ?? before;
  if (near !== null) return near;
  const taken = new Set<string>();
  doc.descendants((node) => {
    const gallery = galleryOf(node);
    if (gallery !== null) taken.add(gallery);
  });
  let number = 1;
  while (taken.has(`gallery-${number}`)) number += 1;
  return `gallery-${number}`;
}

/**
 * A picture in the body, its caption written in place: `<figure><img …><figcaption>…</figcaption>
 * </figure>`, a numbered one (`figure[data-numbered-image]`, ART-01), or one in a lightbox gallery
 * (`<a href="{large}" data-lightbox="{gallery}">` around the image; the pictures of one gallery share
 * the name). Not an atom: the caption is its content. A card all the same: selectable, draggable by
 * its handle, deleted with Backspace or Delete once selected.
 */
export const PictureNode = Node.create({
  name: 'picture',
  group: 'block',
  content: 'inline*',
  draggable: true,
  selectable: true,
  isolating: true,

  addAttributes() {
    // Read by the parse rules alone: an attribute's own parser would read `src` off the figure.
    const fromRule = { rendered: false, parseHTML: () => null };
    return {
      src: { default: null, ...fromRule },
      srcset: { default: null, ...fromRule },
      sizes: { default: null, ...fromRule },
      alt: { default: '', ...fromRule },
      width: { default: null, ...fromRule },
      height: { default: null, ...fromRule },
      large: { default: null, ...fromRule },
      numbered: { default: false, ...fromRule },
      gallery: { default: null, ...fromRule },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (figure) => {
          const media = mediaOf(figure);
          return media === null ? false : pictureFromHtml(media.img, media.link, figure);
        },
        // The caption is the content; without one, an empty element stands in.
        contentElement: (figure) =>
          figure.querySelector<HTMLElement>(':scope > figcaption') ?? figure.ownerDocument.createElement('figcaption'),
      },
      {
        // A lightbox link outside a figure (older bodies): the same picture, in a figure.
        tag: 'a[data-lightbox]',
        priority: 60,
        getAttrs: (link) => {
          const img = Array.from(link.children).find((child) => child.tagName === 'IMG');
          return img === undefined ? false : pictureFromHtml(img, link, null);
        },
        getContent: () => Fragment.empty,
      },
      {
        // An image outside a figure (older bodies): kept, as a picture without a caption.
        tag: 'img',
        getAttrs: (img) => pictureFromHtml(img, null, null),
      },
    ];
  },

  renderHTML({ node }) {
    const picture = pictureOf(node);
    const img: DOMOutputSpec = [
      'img',
      {
        src: picture.src,
        srcset: picture.srcset,
        sizes: picture.sizes,
        alt: picture.alt,
        width: picture.width,
        height: picture.height,
      },
    ];
    const media: DOMOutputSpec =
      picture.gallery === null
        ? img
        : ['a', { href: picture.large ?? picture.src, 'data-lightbox': picture.gallery }, img];
    const figure = picture.numbered ? { 'data-numbered-image': '' } : {};
    return node.content.size === 0 ? ['figure', figure, media] : ['figure', figure, media, ['figcaption', 0]];
  },

  addCommands() {
    return {
      insertPicture: (picture, at) => (props) => {
        const content = { type: this.name, attrs: picture };
        return at === undefined ? insertCard(content)(props) : props.commands.insertContentAt(at, content);
      },
    };
  },

  addKeyboardShortcuts() {
    const inCaption = () => this.editor.state.selection.$from.parent.type === this.type;
    return {
      // A new paragraph after the figure: splitting a caption would copy the picture.
      Enter: () => {
        if (focusSelectedCard(this.editor, this.name)) return true;
        if (!inCaption()) return false;
        const after = this.editor.state.selection.$from.after();
        return this.editor
          .chain()
          .insertContentAt(after, { type: 'paragraph' })
          .command(({ tr }) => {
            tr.setSelection(TextSelection.create(tr.doc, after + 1));
            return true;
          })
          .scrollIntoView()
          .run();
      },
      // From the caption to the whole card, whose buttons Enter then reaches.
      Escape: () => {
        if (!inCaption()) return false;
        return this.editor.commands.setNodeSelection(this.editor.state.selection.$from.before());
      },
    };
  },
});
