/**
 * ADS-01's ad-blocker detection, a module of its own (loaded with the slots' filler, after the page).
 * Three signs, any one of which counts:
 * - a bait element, classed as ads are, hidden or removed by the blocker's cosmetic filters;
 * - a bait request to a script filter lists block by name (`/ads/prebid-ads.js`, served by the API),
 *   failing, or answered without its marker (some blockers answer with an empty stand-in);
 * - Brave, whose Shields block ads by default: `navigator.brave.isBrave()` resolving true.
 */

/** The bait's path on the API, and the marker its answer carries (api/src/modules/ads/get-ad-bait.ts). */
export const adBaitPath = '/ads/prebid-ads.js';
export const adBaitMarker = 'tribune-ad-bait';

/** Class names generic cosmetic filters (EasyList and others) hide. */
const baitClassNames = 'adsbox ad-banner pub_300x250 pub_728x90 text-ad textAd text_ad banner_ad';

/** How long after the bait is placed it is looked at: after layout, once a blocker's filters had a turn. */
export const baitSettleMs = 150;

interface BraveNavigator {
  brave?: { isBrave?: () => Promise<unknown> };
}

async function isBrave(): Promise<boolean> {
  const browser: Navigator & BraveNavigator = navigator;
  try {
    return (await browser.brave?.isBrave?.()) === true;
  } catch {
    return false;
  }
}

const offScreen = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;';

function baitElementHidden(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = baitClassNames;
  const control = document.createElement('div');
  for (const element of [bait, control]) {
    element.setAttribute('aria-hidden', 'true');
    element.style.cssText = offScreen;
    element.textContent = '\u00a0';
  }
  document.body.append(bait, control);
  return new Promise((resolve) => {
    setTimeout(() => {
      const style = bait.isConnected ? getComputedStyle(bait) : null;
      const hidden =
        style === null ||
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        // The control (same box, no ad classes) shows the bait's height without a blocker; where
        // nothing is laid out (both 0) this sign says nothing.
        (control.offsetHeight > 0 && bait.offsetHeight === 0);
      bait.remove();
      control.remove();
      resolve(hidden);
    }, baitSettleMs);
  });
}

async function baitRequestBlocked(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'omit' });
    // An API without the bait (an error answer) is no sign of a blocker.
    if (!response.ok) return false;
    return !(await response.text()).includes(adBaitMarker);
  } catch {
    return true;
  }
}

/** Whether the browser blocks ads; `baitUrl` is the bait's address on the API. */
export async function detectAdBlocker(baitUrl: string): Promise<boolean> {
  const signs = await Promise.all([isBrave(), baitElementHidden(), baitRequestBlocked(baitUrl)]);
  return signs.some(Boolean);
}
