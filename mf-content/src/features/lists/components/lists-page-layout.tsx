import type { ReactNode } from 'react';
import { HydrateWhenNear } from '@tribune/shared';
import { ContentSidebar } from './content-sidebar';
import '../lists.css';

/**
 * A list page (tag, search, most read, bio, just in): its main column and the content sidebar (ART-05)
 * beside it from 1024 px, under it below. The sidebar is server-rendered and comes to life when it
 * nears the viewport (or the fan reaches for it), so it costs the page's first interaction nothing.
 */
export function ListsPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="lists-page">
      <div className="lists-page__main">{children}</div>
      <HydrateWhenNear className="lists-page__sidebar">
        <ContentSidebar />
      </HydrateWhenNear>
    </div>
  );
}
