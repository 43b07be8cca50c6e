import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import './lightbox.css';
import { isPlainClick } from '@tribune/shared';

/** PhotoSwipe's texts, in the page's language. */
export interface LightboxLabels {
  closeTitle: string;
  zoomTitle: string;
  arrowPrevTitle: string;
  arrowNextTitle: string;
  errorMsg: string;
}

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

/**
 * Closes a lightbox at once. PhotoSwipe's destroy() closes it first, which it skips while the opening
 * animation runs; then it is torn down directly.
 */
function dispose(lightbox: PhotoSwipe): void {
  lightbox.destroy();
  if (lightbox.element?.isConnected) {
    lightbox.isDestroying = true;
    lightbox.destroy();
  }
}

/**
 * ART-01: the image lightbox (PhotoSwipe 5). This module, with PhotoSwipe and its stylesheet, is
 * loaded only when the body has `a[data-lightbox]` links (enhance-article-body.ts). A plain click on
 * such a link opens its gallery (the links with the same `data-lightbox` value, in body order) at that
 * image; other clicks (new tab, download) keep the link's own behaviour, and without script the link
 * still opens the image. While bound, the root carries `data-lightbox-ready` (the zoom cursor; journeys
 * wait for it before a click). Returns what unbinds it and closes an open lightbox.
 */
export function bindLightbox(root: HTMLElement, labels: LightboxLabels): () => void {
  let open: PhotoSwipe | null = null;
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-lightbox]') : null;
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link) || !isPlainClick(event)) return;
    event.preventDefault();
    const gallery = [...root.querySelectorAll<HTMLAnchorElement>('a[data-lightbox]')].filter(
      (candidate) => candidate.dataset['lightbox'] === link.dataset['lightbox'],
    );
    if (open) dispose(open);
    const lightbox = new PhotoSwipe({
      ...labels,
      dataSource: gallery.map(slideOf),
      index: Math.max(0, gallery.indexOf(link)),
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
    lightbox.on('destroy', () => {
      if (open === lightbox) open = null;
    });
    open = lightbox;
    lightbox.init();
  };
  root.addEventListener('click', onClick);
  root.setAttribute('data-lightbox-ready', '');
  return () => {
    root.removeEventListener('click', onClick);
    root.removeAttribute('data-lightbox-ready');
    if (open) dispose(open);
  };
}
