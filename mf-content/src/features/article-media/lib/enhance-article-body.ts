import { defineMessages, type IntlShape } from 'react-intl';
import { bindLightbox, type LightboxLabels } from './lightbox';
import { numberImages } from './numbered-images';

const messages = defineMessages({
  close: {
    id: 'content.lightbox.close',
    defaultMessage: 'Close',
    description: 'Image lightbox: the button that closes it (also Esc)',
  },
  zoom: {
    id: 'content.lightbox.zoom',
    defaultMessage: 'Zoom',
    description: 'Image lightbox: the button that zooms the image in and out',
  },
  previous: {
    id: 'content.lightbox.previous',
    defaultMessage: 'Previous image',
    description: 'Image lightbox: the button that shows the previous image of the gallery',
  },
  next: {
    id: 'content.lightbox.next',
    defaultMessage: 'Next image',
    description: 'Image lightbox: the button that shows the next image of the gallery',
  },
  error: {
    id: 'content.lightbox.error',
    defaultMessage: 'This image could not be loaded.',
    description: 'Image lightbox: shown instead of an image that failed to load',
  },
});

function lightboxLabels(intl: IntlShape): LightboxLabels {
  return {
    closeTitle: intl.formatMessage(messages.close),
    zoomTitle: intl.formatMessage(messages.zoom),
    arrowPrevTitle: intl.formatMessage(messages.previous),
    arrowNextTitle: intl.formatMessage(messages.next),
    errorMsg: intl.formatMessage(messages.error),
  };
}

/**
 * ART-01: what the article body's markup asks for once it is on the page: numbers on
 * `figure[data-numbered-image]` images, and the lightbox on `a[data-lightbox]` links. ArticleBody loads
 * this module only for a body that has either; PhotoSwipe and its stylesheet come only when a fan
 * reaches for a lightbox link (lightbox.ts). Returns what stops it all.
 */
export function enhanceArticleBody(root: HTMLElement, intl: IntlShape): () => void {
  const stops: (() => void)[] = [];
  if (root.querySelector('figure[data-numbered-image]')) stops.push(numberImages(root));
  if (root.querySelector('a[data-lightbox]')) stops.push(bindLightbox(root, lightboxLabels(intl)));
  return () => {
    for (const stop of stops) stop();
  };
}
