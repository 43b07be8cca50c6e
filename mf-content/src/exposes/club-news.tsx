import { useEffect } from 'react';
import { getErrorMessage, RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadClubNewsMessages } from '../i18n/load-messages';
import { useListClubNews } from '../features/articles/api/list-club-news';
import { ClubNews } from '../features/articles/components/club-news';

/**
 * Fills the slot `club.news` (CLB-02): the newest `limit` articles about a club, on the home page's club
 * section and the team page. The news is asked for at once, and the section's one text (the "club-news"
 * message bundle) only once there is news to show: not before the call, which would make it wait on
 * the messages, and not at all for a club without news. Nothing shows while the news loads, when there
 * is none, or when the call failed (logged): the host page goes on without it.
 */
export default function ContentClubNews({ teamId, clubName, limit }: SlotProps['club.news']) {
  const { data, error } = useListClubNews(teamId, limit);

  useEffect(() => {
    if (error !== undefined)
      console.error(`[mf_content] the news about club ${teamId} failed: ${getErrorMessage(error)}`);
  }, [error, teamId]);

  // A refresh that fails keeps the news already shown (SWR keeps its data): it was right a minute ago.
  const articles = data?.slice(0, limit) ?? [];
  if (articles.length === 0) return null;
  return (
    <RemoteIntlProvider loadMessages={loadClubNewsMessages}>
      <ClubNews clubName={clubName} articles={articles} />
    </RemoteIntlProvider>
  );
}
