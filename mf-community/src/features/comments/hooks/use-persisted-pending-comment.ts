import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { pendingCommentAtom, type PendingComment } from '@tribune/shared';
import { readStoredPendingComment, writeStoredPendingComment } from '../lib/pending-comment-storage';

/**
 * ACC-10 / CMT-08: shared's `pendingCommentAtom`, mirrored in the tab's session storage so that a
 * comment a guest started survives leaving the page (a social login). On mount an empty atom is filled
 * from storage; every change is written back (null removes it). `restored` is what came from storage,
 * so the form can show the guest their text again.
 */
export function usePersistedPendingComment() {
  const [pending, setPending] = useAtom(pendingCommentAtom);
  const [restored, setRestored] = useState<PendingComment | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      if (pending === null) {
        const stored = readStoredPendingComment();
        if (stored) {
          setRestored(stored);
          setPending(stored);
          return;
        }
      }
    }
    writeStoredPendingComment(pending);
  }, [pending, setPending]);

  return { pending, setPending, restored };
}
