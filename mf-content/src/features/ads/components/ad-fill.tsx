import { useEffect, useState } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { Ad } from '../api/list-ads';
import { pickRotatingAd } from '../lib/pick-rotating-ad';

/** One detection per page view: the page's API client is made once per page. */
const detections = new WeakMap<ApiClient, Promise<boolean>>();

function adBlockerDetected(client: ApiClient): Promise<boolean> {
  let detection = detections.get(client);
  if (detection === undefined) {
    detection = import(/* webpackChunkName: "partner-check" */ '../lib/detect-ad-blocker').then(
      ({ adBaitPath, detectAdBlocker }) => detectAdBlocker(client.url(adBaitPath)),
      (error: unknown) => {
        // spec 001 §8: a missing detector is logged as not loaded; the ads are shown.
        console.info('Ad-blocker detector is not loaded', error);
        return false;
      },
    );
    detections.set(client, detection);
  }
  return detection;
}

/**
 * The slots that have no element on this page, logged once per page view when a blocker is detected
 * (spec 001 §8: "Missing element for an ad slug … that ad is skipped with a log").
 */
const reported = new WeakSet<readonly Ad[]>();

function logAdsWithoutSlot(ads: readonly Ad[]): void {
  if (reported.has(ads)) return;
  reported.add(ads);
  const onPage = new Set(
    Array.from(document.querySelectorAll('[data-partner-slot]'), (element) =>
      element.getAttribute('data-partner-slot'),
    ),
  );
  for (const ad of ads) {
    if (!onPage.has(ad.slug)) console.info(`Ad "${ad.slug}": no slot element on this page, skipped`);
  }
}

/**
 * What fills a slot once the page is in the browser: one of its ads at random, or, when an ad blocker
 * (or Brave) is detected, its alternative content. The HTML is the API's, sanitized there (on write
 * and on read), and is put in as it comes.
 */
export function AdFill({ ad, ads }: { ad: Ad; ads: readonly Ad[] }) {
  const client = useApiClient();
  const [html, setHtml] = useState('');
  useEffect(() => {
    let current = true;
    void adBlockerDetected(client).then((blocked) => {
      if (!current) return;
      if (!blocked) {
        setHtml(pickRotatingAd(ad.content));
        return;
      }
      logAdsWithoutSlot(ads);
      if (ad.alternative_content === '') {
        console.info(`Ad "${ad.slug}": no alternative content, skipped`);
        return;
      }
      setHtml(ad.alternative_content);
    });
    return () => {
      current = false;
    };
  }, [client, ad, ads]);
  if (html === '') return null;
  return <div className="content-partner__content" dangerouslySetInnerHTML={{ __html: html }} />;
}
