import { useEffect, useRef, useState } from 'react';
import { useApiClient, useSession, useTenant } from '@tribune/shared';
import { clapResource } from '../api/clap-resource';
import { maxClaps, useResourceClaps, type ClapResourceType, type Claps } from '../api/get-resource-claps';

interface ClapState {
  /** The claps as shown: the API's, plus the reader's claps still on their way. */
  claps: Claps | undefined;
  /** The claps could not be loaded (and none were loaded before). */
  loadFailed: boolean;
  /** A clap was not saved; the count shown is the API's again. */
  clapFailed: boolean;
  /** The reader has given all the claps one reader may give. */
  spent: boolean;
  clap: () => void;
  retry: () => void;
}

/**
 * RES-01 on a page: the claps of a resource and a clap that counts at once. Fans clap fast, so clicks
 * are not held back while one is on its way: each shows at once, and the API's answer replaces the
 * count when the last one is answered (the answer with the highest count, which the API gave after
 * all the others). Guests clap by their visitor id, as the API allows.
 */
export function useClap(type: ClapResourceType, id: number): ClapState {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  const { data, error, mutate } = useResourceClaps(type, id);
  const [sending, setSending] = useState(0);
  const [clapFailed, setClapFailed] = useState(false);
  const round = useRef<{ inFlight: number; latest: Claps | null; failed: boolean }>({
    inFlight: 0,
    latest: null,
    failed: false,
  });

  // Whose claps `my_claps` counts changes when someone logs in or out.
  const userId = user?.id ?? null;
  const firstUser = useRef(userId);
  useEffect(() => {
    if (firstUser.current === userId) return;
    firstUser.current = userId;
    void mutate();
  }, [userId, mutate]);

  const shown = data && { ...data, claps_count: data.claps_count + sending, my_claps: data.my_claps + sending };
  const spent = shown !== undefined && shown.my_claps >= maxClaps;

  const clap = () => {
    if (!shown || spent) return;
    const current = round.current;
    current.inFlight += 1;
    setSending((count) => count + 1);
    setClapFailed(false);
    const settle = () => {
      current.inFlight -= 1;
      if (current.inFlight > 0) return;
      const { latest, failed } = current;
      round.current = { inFlight: 0, latest: null, failed: false };
      setSending(0);
      setClapFailed(failed);
      // A failed clap leaves the count unknown: it is asked again.
      if (failed || latest === null) void mutate();
      else void mutate(latest, { revalidate: false });
    };
    clapResource(client, { tenantId, type, id }).then(
      (answer) => {
        if (current.latest === null || answer.claps_count >= current.latest.claps_count) current.latest = answer;
        settle();
      },
      (reason: unknown) => {
        console.error('[mf_content] a clap was not saved', reason);
        current.failed = true;
        settle();
      },
    );
  };

  return {
    claps: shown,
    loadFailed: error !== undefined && data === undefined,
    clapFailed,
    spent,
    clap,
    retry: () => void mutate(),
  };
}
