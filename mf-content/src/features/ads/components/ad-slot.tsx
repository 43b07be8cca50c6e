import { lazy, Suspense, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHydrated } from '@tribune/shared';
import { useListAds } from '../api/list-ads';
import { adSlotSizes } from '../lib/ad-slot-sizes';
import { adSlotMessages } from './ad-slot-messages';
import './ad-slot.css';

// The detection and the filling come after the page, in a chunk of their own (with a name no filter
// list blocks): the home and article pages carry only this box.
const AdFill = lazy(() =>
  import(/* webpackChunkName: "partner-fill" */ './ad-fill').then((module) => ({ default: module.AdFill })),
);

/**
 * An ad slot (ADS-01): `<AdSlot slug="home-top" />`. The server renders the box at the slot's size
 * (the API's, else `adSlotSizes`), labelled as an advertisement; in the browser the slot's ad, or its
 * alternative for a reader who blocks ads, fills it without moving anything. A slot the tenant has no
 * ad for renders nothing.
 */
export function AdSlot({ slug }: { slug: string }) {
  const labelId = useId();
  const hydrated = useHydrated();
  const { data: ads, error } = useListAds();
  const ad = ads?.find((candidate) => candidate.slug === slug);
  const size = ad ?? adSlotSizes[slug];
  if ((ads !== undefined && ad === undefined) || error !== undefined || size === undefined) return null;
  return (
    <div className="content-partner" role="group" aria-labelledby={labelId} style={{ maxWidth: size.width }}>
      <span id={labelId} className="content-partner__label">
        <FormattedMessage {...adSlotMessages.label} />
      </span>
      <div className="content-partner__box" data-partner-slot={slug} style={{ height: size.height }}>
        {hydrated && ad !== undefined && ads !== undefined ? (
          <Suspense fallback={null}>
            <AdFill ad={ad} ads={ads} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
