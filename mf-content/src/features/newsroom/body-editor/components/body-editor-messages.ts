import { defineMessage, defineMessages } from 'react-intl';

/** NR-02: texts of the newsroom's article body editor (its toolbar, forms and cards). */
export const bodyEditorMessages = defineMessages({
  editorLabel: {
    id: 'content.newsroom.body-editor.label',
    defaultMessage: 'Article text',
    description: 'NR-02: accessible name of the article body editor when the page gives it no label',
  },
  cardsHint: {
    id: 'content.newsroom.body-editor.cards-hint',
    defaultMessage:
      'Pictures, polls and embeds are cards. Select one with the arrow keys, press Enter to reach its buttons and Escape to return to the text; Backspace or Delete removes a selected card.',
    description: 'NR-02: description of the article body editor for keyboard and screen reader users',
  },
  toolbar: {
    id: 'content.newsroom.body-editor.toolbar',
    defaultMessage: 'Text formatting and insert',
    description: 'NR-02: accessible name of the article body editor’s toolbar',
  },
  paragraph: {
    id: 'content.newsroom.body-editor.paragraph',
    defaultMessage: 'Paragraph',
    description: 'NR-02 toolbar: make the block a plain paragraph',
  },
  heading2: {
    id: 'content.newsroom.body-editor.heading2',
    defaultMessage: 'Heading',
    description: 'NR-02 toolbar: make the block a heading (h2)',
  },
  heading3: {
    id: 'content.newsroom.body-editor.heading3',
    defaultMessage: 'Subheading',
    description: 'NR-02 toolbar: make the block a subheading (h3)',
  },
  bold: { id: 'content.newsroom.body-editor.bold', defaultMessage: 'Bold', description: 'NR-02 toolbar: bold text' },
  italic: {
    id: 'content.newsroom.body-editor.italic',
    defaultMessage: 'Italic',
    description: 'NR-02 toolbar: italic text',
  },
  underline: {
    id: 'content.newsroom.body-editor.underline',
    defaultMessage: 'Underline',
    description: 'NR-02 toolbar: underlined text',
  },
  strike: {
    id: 'content.newsroom.body-editor.strike',
    defaultMessage: 'Strikethrough',
    description: 'NR-02 toolbar: struck-through text',
  },
  link: {
    id: 'content.newsroom.body-editor.link',
    defaultMessage: 'Link',
    description: 'NR-02 toolbar: add, change or remove a link on the selected text',
  },
  bulletList: {
    id: 'content.newsroom.body-editor.bullet-list',
    defaultMessage: 'Bulleted list',
    description: 'NR-02 toolbar: a list with bullets',
  },
  orderedList: {
    id: 'content.newsroom.body-editor.ordered-list',
    defaultMessage: 'Numbered list',
    description: 'NR-02 toolbar: a numbered list',
  },
  quote: {
    id: 'content.newsroom.body-editor.quote',
    defaultMessage: 'Quote',
    description: 'NR-02 toolbar: a quotation (blockquote)',
  },
  pullQuote: {
    id: 'content.newsroom.body-editor.pull-quote',
    defaultMessage: 'Pull quote',
    description: 'NR-02 toolbar: a sentence of the article set large between its paragraphs',
  },
  horizontalRule: {
    id: 'content.newsroom.body-editor.horizontal-rule',
    defaultMessage: 'Horizontal line',
    description: 'NR-02 toolbar: a line between two parts of the article',
  },
  picture: {
    id: 'content.newsroom.body-editor.picture',
    defaultMessage: 'Picture',
    description: 'NR-02 toolbar: insert a picture with a caption; also the title of a picture card',
  },
  numberedPicture: {
    id: 'content.newsroom.body-editor.numbered-picture',
    defaultMessage: 'Numbered picture',
    description: 'NR-02 toolbar: insert a picture the article numbers 1, 2, 3…; also the title of its card',
  },
  gallery: {
    id: 'content.newsroom.body-editor.gallery',
    defaultMessage: 'Gallery picture',
    description: 'NR-02 toolbar: insert a picture that opens large in a gallery (lightbox)',
  },
  poll: {
    id: 'content.newsroom.body-editor.poll',
    defaultMessage: 'Poll',
    description: 'NR-02 toolbar: insert a poll',
  },
  embed: {
    id: 'content.newsroom.body-editor.embed',
    defaultMessage: 'Embed',
    description: 'NR-02 toolbar: insert a post or video from X, TikTok, YouTube, Facebook or Instagram',
  },
  undo: { id: 'content.newsroom.body-editor.undo', defaultMessage: 'Undo', description: 'NR-02 toolbar: undo' },
  redo: { id: 'content.newsroom.body-editor.redo', defaultMessage: 'Redo', description: 'NR-02 toolbar: redo' },
  linkAddress: {
    id: 'content.newsroom.body-editor.link-address',
    defaultMessage: 'Link address',
    description: 'NR-02 link form: label of the address field',
  },
  linkHint: {
    id: 'content.newsroom.body-editor.link-hint',
    defaultMessage:
      'A web address (https://…), an e-mail address (mailto:…), a phone number (tel:…) or a page of this site (/…).',
    description: 'NR-02 link form: what the address field takes',
  },
  linkInvalid: {
    id: 'content.newsroom.body-editor.link-invalid',
    defaultMessage:
      'A link cannot go there. Give a web address, an e-mail address, a phone number or a page of this site.',
    description: 'NR-02 link form: the address is none a link may have (e.g. javascript:)',
  },
  linkApply: {
    id: 'content.newsroom.body-editor.link-apply',
    defaultMessage: 'Apply link',
    description: 'NR-02 link form: button that sets the link',
  },
  linkRemove: {
    id: 'content.newsroom.body-editor.link-remove',
    defaultMessage: 'Remove link',
    description: 'NR-02 link form: button that removes the link from the text',
  },
  embedAddress: {
    id: 'content.newsroom.body-editor.embed-address',
    defaultMessage: 'Address of the post or video',
    description: 'NR-02 embed form: label of the address field',
  },
  embedHint: {
    id: 'content.newsroom.body-editor.embed-hint',
    defaultMessage: 'Paste the link to a post or video on X, TikTok, YouTube, Facebook or Instagram.',
    description: 'NR-02 embed form: what the address field takes',
  },
  embedInvalid: {
    id: 'content.newsroom.body-editor.embed-invalid',
    defaultMessage: 'This is no link to a post on X, TikTok, YouTube, Facebook or Instagram. Add it as a link instead.',
    description: 'NR-02 embed form: the address is not one of the five providers’',
  },
  embedInsert: {
    id: 'content.newsroom.body-editor.embed-insert',
    defaultMessage: 'Insert embed',
    description: 'NR-02 embed form: button that inserts the embed',
  },
  cancel: {
    id: 'content.newsroom.body-editor.cancel',
    defaultMessage: 'Cancel',
    description: 'NR-02 link and embed forms: close the form without a change',
  },
  pictureRefused: {
    id: 'content.newsroom.body-editor.picture-refused',
    defaultMessage: 'This picture cannot go in the article: it needs alt text and a web address.',
    description: 'NR-02: the picker gave a picture without alt text or with an address the site does not load',
  },
  pickFailed: {
    id: 'content.newsroom.body-editor.pick-failed',
    defaultMessage: 'Choosing did not work. Please try again.',
    description: 'NR-02: the page’s picture or poll picker failed',
  },
  pollUnknown: {
    id: 'content.newsroom.body-editor.poll-unknown',
    defaultMessage: 'The question of this poll is not available.',
    description: 'NR-02 poll card: the poll’s question is loading or the poll does not exist',
  },
  changePoll: {
    id: 'content.newsroom.body-editor.change-poll',
    defaultMessage: 'Change poll',
    description: 'NR-02 poll card: choose another poll for this place',
  },
  removePoll: {
    id: 'content.newsroom.body-editor.remove-poll',
    defaultMessage: 'Remove poll',
    description: 'NR-02 poll card: remove the poll from the article',
  },
  removeEmbed: {
    id: 'content.newsroom.body-editor.remove-embed',
    defaultMessage: 'Remove embed',
    description: 'NR-02 embed card: remove the embed from the article',
  },
  replacePicture: {
    id: 'content.newsroom.body-editor.replace-picture',
    defaultMessage: 'Replace picture',
    description: 'NR-02 picture card: choose another picture, keeping the caption',
  },
  addToGallery: {
    id: 'content.newsroom.body-editor.add-to-gallery',
    defaultMessage: 'Add a picture to this gallery',
    description: 'NR-02 picture card of a gallery picture: insert another picture of the same gallery after it',
  },
  removePicture: {
    id: 'content.newsroom.body-editor.remove-picture',
    defaultMessage: 'Remove picture',
    description: 'NR-02 picture card: remove the picture and its caption from the article',
  },
  caption: {
    id: 'content.newsroom.body-editor.caption',
    defaultMessage: 'Caption (optional)',
    description: 'NR-02 picture card: shown in an empty caption, where the caption is written',
  },
  noAlt: {
    id: 'content.newsroom.body-editor.no-alt',
    defaultMessage: 'No alt text: screen readers skip this picture.',
    description: 'NR-02 picture card: the picture (from an older article) has no alt text',
  },
  dragHandle: {
    id: 'content.newsroom.body-editor.drag-handle',
    defaultMessage: 'Drag to move',
    description: 'NR-02 card: tooltip of the handle that moves a card with the mouse',
  },
});

export const shortcutMessage = defineMessage<{ action: string; shortcut: string }>({
  id: 'content.newsroom.body-editor.shortcut',
  defaultMessage: '{action} ({shortcut})',
  description: 'NR-02 toolbar: tooltip of a button with its keyboard shortcut, e.g. "Bold (Ctrl+B)"',
});

export const pollTitleMessage = defineMessage<{ id: number }>({
  id: 'content.newsroom.body-editor.poll-title',
  defaultMessage: 'Poll {id}',
  description: 'NR-02 poll card: its title; {id} is the poll’s number',
});

export const embedTitleMessage = defineMessage<{ provider: string }>({
  id: 'content.newsroom.body-editor.embed-title',
  defaultMessage: 'Embed from {provider}',
  description: 'NR-02 embed card: its title; {provider} is X, TikTok, YouTube, Facebook or Instagram',
});

export const galleryTitleMessage = defineMessage<{ gallery: string }>({
  id: 'content.newsroom.body-editor.gallery-title',
  defaultMessage: 'Gallery picture ({gallery})',
  description: 'NR-02 picture card of a lightbox picture; {gallery} is the gallery’s name, e.g. gallery-1',
});

export const altMessage = defineMessage<{ alt: string }>({
  id: 'content.newsroom.body-editor.alt',
  defaultMessage: 'Alt text: {alt}',
  description: 'NR-02 picture card: the picture’s alt text (what screen readers say)',
});
