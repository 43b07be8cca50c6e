import { useEffect } from 'react';
import { getErrorMessage, RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadClubThreadsMessages } from '../i18n/load-messages';
import { useListClubThreads } from '../features/club-threads/api/list-club-threads';
import { ClubThreads } from '../features/club-threads/components/club-threads';

/**
 * Fills the slot `club.threads` (CLB-02): the fans' `limit` latest threads about a club, on the home
 * page's club section and the team page. The threads are asked for at once, and the section's texts (the
 * "club-threads" message bundle) only once there is a thread to show: not before the call, which would
 * make it wait on the messages, and not at all for a club nobody talks about. Nothing shows while the
 * threads load, when there are none, or when the call failed (logged): the host page goes on without it.
 */
export default function CommunityClubThreads({ teamId, clubName, limit }: SlotProps['club.threads']) {
  const { data, error } = useListClubThreads(teamId, limit);

  useEffect(() => {
    if (error !== undefined)
      console.error(`[mf_community] the threads about club ${teamId} failed: ${getErrorMessage(error)}`);
  }, [error, teamId]);

  // A refresh that fails keeps the threads already shown (SWR keeps its data): they were right a minute ago.
  const threads = data?.slice(0, limit) ?? [];
  if (threads.length === 0) return null;
  return (
    <RemoteIntlProvider loadMessages={loadClubThreadsMessages}>
      <ClubThreads clubName={clubName} threads={threads} />
    </RemoteIntlProvider>
  );
}
