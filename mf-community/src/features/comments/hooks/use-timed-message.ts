import { useCallback, useState } from 'react';

interface TimedMessage {
  tone: 'success' | 'danger';
  text: string;
  /** Changes with every message, so the same text shown again restarts its timer. */
  key: number;
}

/**
 * A message that shows for a while (CMT-06, CMT-11: 3 s). Render it with shared's Alert, `hideAfterMs`
 * and `onHide={clear}`; showing another replaces it and restarts the time.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const show = useCallback((tone: TimedMessage['tone'], text: string) => {
    setMessage((previous) => ({ tone, text, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
