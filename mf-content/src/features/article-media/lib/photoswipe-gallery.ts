import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import type { LightboxLabels } from './lightbox';

/** The size PhotoSwipe starts from when the thumbnail has not loaded yet; the image's own replaces it. */
const fallbackSize = { width: 1200, height: 800 };

function slideOf(link: HTMLAnchorElement): SlideData {
  const thumbnail = link.querySelector('img');
  const loaded = thumbnail !== null && thumbnail.naturalWidth > 0;
  return {
    src: link.href,
    alt: thumbnail?.alt ?? '',
    msrc: loaded ? thumbnail.currentSrc || thumbnail.src : undefined,
    width: loaded ? thumbnail.naturalWidth : fallbackSize.width,
    height: loaded ? thumbnail.naturalHeight : fallbackSize.height,
  };
}

/** An open gallery: `close` closes it at once; `onClosed` hears it close, by the fan or by `close`. */
export interface OpenGallery {
  close(): void;
}

/**
 * ART-01: PhotoSwipe 5 over `links` (one gallery, in body order), opened at `index`. This module, with
 * PhotoSwipe and its stylesheet, is loaded only when a fan first reaches for a lightbox link
 * (lightbox.ts): about 17 kB of gzip that an article's first view no longer pays for.
 */
export function openGallery(
  links: HTMLAnchorElement[],
  index: number,
  labels: LightboxLabels,
  onClosed: () => void,
): OpenGallery {
  const lightbox = new PhotoSwipe({
    ...labels,
    dataSource: links.map(slideOf),
    index,
    bgOpacity: 0.92,
  });
  // The thumbnail's size was a guess (or the thumbnail's, not the image's): the loaded image says.
  lightbox.on('loadComplete', ({ content, slide }) => {
    const image = content.element;
    if (!(image instanceof HTMLImageElement) || image.naturalWidth === 0) return;
    if (slide.width === image.naturalWidth && slide.height === image.naturalHeight) return;
    content.width = slide.width = image.naturalWidth;
    content.height = slide.height = image.naturalHeight;
    slide.calculateSize();
    slide.zoomAndPanToInitial();
    slide.applyCurrentZoomPan();
    slide.updateContentSize(true);
  });
  lightbox.on('destroy', onClosed);
  lightbox.init();
  return {
    // PhotoSwipe's destroy() closes it first, which it skips while the opening animation runs; then it
    // is torn down directly.
    close() {
      lightbox.destroy();
      if (lightbox.element?.isConnected) {
        lightbox.isDestroying = true;
        lightbox.destroy();
      }
    },
  };
}
