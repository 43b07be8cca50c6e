import { useEffect, useState } from 'react';
import { useRenderedAt } from '@tribune/shared';

/** setTimeout's longest wait; a later kick-off is waited for in steps. */
const longestTimeout = 2_147_483_647;

/**
 * FP-08: whether a game's kick-off (its lock) has passed. It starts from the page's render time, so the
 * server and hydration agree, and turns true at kick-off without a reload.
 */
export function useKickOffPassed(kickOff: string): boolean {
  const renderedAt = useRenderedAt();
  const target = Date.parse(kickOff);
  const [passed, setPassed] = useState(() => Number.isFinite(target) && target <= renderedAt);

  useEffect(() => {
    if (!Number.isFinite(target)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const remaining = target - Date.now();
      setPassed(remaining <= 0);
      if (remaining > 0) timer = setTimeout(check, Math.min(remaining, longestTimeout));
    };
    check();
    return () => clearTimeout(timer);
  }, [target]);

  return passed;
}
