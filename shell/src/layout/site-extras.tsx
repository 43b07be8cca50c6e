import { memo } from 'react';
import { HydrateWhen, Slot, useRecordFirstPageView } from '@tribune/shared';

/**
 * Issue 16's site-wide extras (smart bar, promotion overlay): mf_content fills the slot. What they show
 * depends on the browser's storage and cookies, so the server renders nothing and the browser mounts
 * them once it is idle, off the page's critical path. Both are fixed to the viewport, so their arrival
 * shifts no layout. Memoized without props, like the account layer.
 *
 * Issue 26: the visitor's first page view is remembered here, as soon as the page is hydrated, so it
 * counts even when the fan moves on before any overlay asked for its turn (no overlay opens on it).
 */
export const SiteExtras = memo(function SiteExtras() {
  useRecordFirstPageView();
  return (
    <HydrateWhen idle serverRendered={false}>
      <Slot name="shell.site-extras" />
    </HydrateWhen>
  );
});
