import { useEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { isNotificationsKey, type NotificationsPage } from '../api/list-notifications';
import type { PageUpdate } from '../lib/page-updates';

/**
 * Changes to the user's notifications, written into every page of them SWR holds (the bell's and the
 * notifications page's alike), so both always show the same states and counts. An answer that comes
 * back after the component that asked is gone (a logout, the page left) is not written: the next load
 * of whoever shows notifications then fetches them anyway.
 */
export function useNotificationsCache(userId: number) {
  const { mutate } = useSWRConfig();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useMemo(
    () => ({
      update(change: PageUpdate) {
        if (!mounted.current) return;
        void mutate<NotificationsPage>(
          (key) => isNotificationsKey(key, userId),
          (page) => (page === undefined ? page : change(page)),
          { revalidate: false },
        );
      },
      /** After a reconnect (or a failed change): every cached page is fetched again. */
      refetch() {
        if (!mounted.current) return;
        void mutate((key) => isNotificationsKey(key, userId));
      },
    }),
    [mutate, userId],
  );
}
