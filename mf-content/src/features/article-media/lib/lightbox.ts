import './lightbox.css';
import { isPlainClick } from '@tribune/shared';
import type { OpenGallery, openGallery } from './photoswipe-gallery';

/** PhotoSwipe's texts, in the page's language. */
export interface LightboxLabels {
  closeTitle: string;
  zoomTitle: string;
  arrowPrevTitle: string;
  arrowNextTitle: string;
  errorMsg: string;
}

/** What the lazily loaded gallery module offers (only its type is imported here). */
interface GalleryModule {
  openGallery: typeof openGallery;
}

function lightboxLinkOf(root: HTMLElement, target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[data-lightbox]') : null;
  return link instanceof HTMLAnchorElement && root.contains(link) ? link : null;
}

/**
 * ART-01: the image lightbox. A plain click on an `a[data-lightbox]` link opens its gallery (the links
 * with the same `data-lightbox` value, in body order) at that image; other clicks (new tab, download)
 * keep the link's own behaviour, and without script the link still opens the image.
 *
 * PhotoSwipe itself (photoswipe-gallery.ts) is fetched when the fan first reaches for such a link: a
 * pointer pressed on it or focus on it starts the fetch, so by the click it is usually there. Should it
 * fail to arrive, the click goes where the link goes. While bound, the root carries
 * `data-lightbox-ready` (the zoom cursor; journeys wait for it before a click). Returns what unbinds it
 * and closes an open lightbox.
 */
export function bindLightbox(root: HTMLElement, labels: LightboxLabels): () => void {
  let gallery: Promise<GalleryModule> | null = null;
  const loadGallery = () => (gallery ??= import(/* webpackChunkName: "photoswipe-gallery" */ './photoswipe-gallery'));
  let open: OpenGallery | null = null;
  // The link the fan clicked last: a click made while PhotoSwipe loads is superseded by a later one.
  let wanted: HTMLAnchorElement | null = null;
  let bound = true;

  const onReach = (event: Event) => {
    if (lightboxLinkOf(root, event.target)) void loadGallery().catch(() => (gallery = null));
  };
  const onClick = (event: MouseEvent) => {
    const link = lightboxLinkOf(root, event.target);
    if (link === null || !isPlainClick(event)) return;
    event.preventDefault();
    wanted = link;
    loadGallery().then(
      ({ openGallery }) => {
        if (!bound || wanted !== link) return;
        const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-lightbox]')].filter(
          (candidate) => candidate.dataset['lightbox'] === link.dataset['lightbox'],
        );
        open?.close();
        const opened = openGallery(links, Math.max(0, links.indexOf(link)), labels, () => {
          if (open === opened) open = null;
        });
        open = opened;
      },
      (error: unknown) => {
        gallery = null;
        // The link opens its image, as without script.
        console.error('[mf_content] the image lightbox could not be loaded', error);
        if (bound && wanted === link) window.location.assign(link.href);
      },
    );
  };
  root.addEventListener('pointerdown', onReach);
  root.addEventListener('focusin', onReach);
  root.addEventListener('click', onClick);
  root.setAttribute('data-lightbox-ready', '');
  return () => {
    bound = false;
    root.removeEventListener('pointerdown', onReach);
    root.removeEventListener('focusin', onReach);
    root.removeEventListener('click', onClick);
    root.removeAttribute('data-lightbox-ready');
    open?.close();
  };
}
