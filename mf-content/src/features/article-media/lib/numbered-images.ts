import './numbered-images.css';

/** Spec 001 §9: the label sits 5 % from the image's bottom when the image is taller than this, else 10 %. */
const tallImageHeight = 1000;

/** How far above the image's bottom edge its number sits, as a share of the image's height. */
function labelOffset(naturalHeight: number): string {
  return naturalHeight > tallImageHeight ? '5%' : '10%';
}

const labelClass = 'content-figure-number';

/**
 * ART-01: numbers the body's `<figure data-numbered-image>` images 1..n in body order. Each image
 * gets a frame with its number label once it has loaded, because where the label sits depends on the
 * image's natural height (5 % from the bottom above 1000 px, 10 % otherwise). Runs in the browser only,
 * after the body has rendered (server and browser render the same HTML); returns what stops it.
 */
export function numberImages(root: HTMLElement): () => void {
  const stops: (() => void)[] = [];
  root.querySelectorAll('figure[data-numbered-image]').forEach((figure, index) => {
    const image = figure.querySelector('img');
    if (!image || figure.querySelector(`.${labelClass}`)) return;
    const label = () => placeLabel(image, index + 1);
    if (image.complete && image.naturalHeight > 0) {
      label();
      return;
    }
    image.addEventListener('load', label, { once: true });
    stops.push(() => image.removeEventListener('load', label));
  });
  return () => {
    for (const stop of stops) stop();
  };
}

/** Wraps the loaded image in a frame (the label's box is the image's) and puts its number in it. */
function placeLabel(image: HTMLImageElement, number: number): void {
  const frame = document.createElement('span');
  frame.className = 'content-figure-frame';
  image.before(frame);
  frame.append(image);
  const label = document.createElement('span');
  label.className = labelClass;
  // Set from here, where the rule is (CSS cannot read an image's natural height).
  label.style.bottom = labelOffset(image.naturalHeight);
  label.textContent = String(number);
  // The caption says what the image is; the number is how the page orders them.
  label.setAttribute('aria-hidden', 'true');
  frame.append(label);
}
