import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * ACC-18: the notice for an account moved over from the tenant's previous site. The server sends it once
 * (metaData.imported_user_notice of the first login); the flow that logged in puts it here and the modal
 * shows it on whatever page the user lands on. In the page's jotai store, local to mf_account.
 */
export const importedNoticeAtom = atom<string | null>(null);

/** For the login flows: shows the notice when the answer carried one, and does nothing otherwise. */
export function useShowImportedNotice(): (notice: string | null) => void {
  const setNotice = useSetAtom(importedNoticeAtom);
  return useCallback(
    (notice) => {
      if (notice) setNotice(notice);
    },
    [setNotice],
  );
}
