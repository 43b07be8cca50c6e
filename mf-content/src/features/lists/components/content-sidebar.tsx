import { useIntl } from 'react-intl';
import { useListSidebarDynamicArticles } from '../api/list-sidebar-dynamic-articles';
import { useListSidebarLatestArticles } from '../api/list-sidebar-latest-articles';
import { useListSidebarPopularArticles } from '../api/list-sidebar-popular-articles';
import { listsMessages } from './lists-messages';
import { SidebarList } from './sidebar-list';
import '../lists.css';

/**
 * The content sidebar (ART-05): the latest, popular and most discussed articles, each with load-more.
 * Pages put it beside their main column from 1024 px and under it below (`.lists-page`). It imports
 * nothing of any page, so the article page can load it lazily on its own.
 */
export function ContentSidebar() {
  const intl = useIntl();
  return (
    <aside className="lists-sidebar" aria-label={intl.formatMessage(listsMessages.sidebar)}>
      <LatestList />
      <PopularList />
      <DynamicList />
    </aside>
  );
}

function LatestList() {
  return <SidebarList title={listsMessages.latest} list={useListSidebarLatestArticles()} />;
}

function PopularList() {
  return <SidebarList title={listsMessages.popular} list={useListSidebarPopularArticles()} />;
}

function DynamicList() {
  return <SidebarList title={listsMessages.dynamic} list={useListSidebarDynamicArticles()} showComments />;
}
