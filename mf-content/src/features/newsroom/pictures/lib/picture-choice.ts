import type { PictureChoice } from '../../body-editor';
import type { NewsroomPicture } from '../../api/list-pictures';

/**
 * The width the body's pictures take on the article page (720 px from 760 px wide, else the screen's),
 * so the browser picks the variant it needs from the srcset.
 */
const articlePictureSizes = '(min-width: 760px) 720px, 100vw';

/** The widest candidate of a srcset ("<url> 320w, <url> 640w, …"), or undefined. */
function widestOf(srcset: string): string | undefined {
  let widest: { url: string; width: number } | undefined;
  for (const candidate of srcset.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number(descriptor?.replace(/w$/, ''));
    if (url === undefined || url === '' || !Number.isFinite(width)) continue;
    if (widest === undefined || width > widest.width) widest = { url, width };
  }
  return widest?.url;
}

/**
 * A library picture as the body keeps it: the 3:2 cut (the article's picture box). The JPEG srcset,
 * since the body keeps one `img` (the API's sanitizer drops `<picture>` and its WebP `<source>`); the
 * lightbox opens the widest JPEG.
 */
export function pictureChoiceOf(picture: NewsroomPicture): PictureChoice {
  const cut = picture.ratios['3x2'];
  return {
    src: cut.src,
    srcset: cut.srcset_jpeg,
    sizes: articlePictureSizes,
    alt: picture.alt,
    width: cut.width,
    height: cut.height,
    large: widestOf(cut.srcset_jpeg) ?? cut.src,
  };
}
