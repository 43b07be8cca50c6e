import { useId, type ReactNode } from 'react';
import { PageHead } from '@tribune/shared';
import { ListsPageLayout } from './lists-page-layout';

interface ListPageProps {
  /** The page's one h1, also its title. */
  title: string;
  /** Meta description for search engines and shared links. */
  description: string;
  /** The page's own path, for its canonical address. */
  path: string;
  /** The list, given the id of the heading that names it. */
  children: (headingId: string) => ReactNode;
}

/** A list page (ART-05: most-read, bio, net-binnen): its head, its heading and the list beside the sidebar. */
export function ListPage({ title, description, path, children }: ListPageProps) {
  const headingId = useId();
  return (
    <ListsPageLayout>
      <PageHead title={title} description={description} path={path} />
      <section aria-labelledby={headingId}>
        <header className="lists-heading">
          <h1 id={headingId} className="lists-heading__title">
            {title}
          </h1>
        </header>
        {children(headingId)}
      </section>
    </ListsPageLayout>
  );
}
