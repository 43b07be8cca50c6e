import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PollPickerDialog } from '../components/poll-picker-dialog';
import type { NewsroomEditorParts } from '../lib/editor-parts';

type Resolve = (pollId: number | undefined) => void;

interface PollPicker {
  /** Opens the picker; the poll chosen or made, or undefined when cancelled. */
  pickPoll: () => Promise<number | undefined>;
  /** The dialog while a pick is under way, else null: render it once, anywhere in the page. */
  pickerElement: ReactNode;
}

/**
 * NR-02: the poll picker as a promise, for the body editor's services (its toolbar and the poll card's
 * "Change"). A second pick while one is open ends the first one without a poll.
 */
export function usePollPicker(renderNewPoll: NewsroomEditorParts['renderNewPoll']): PollPicker {
  const [open, setOpen] = useState(false);
  const pending = useRef<Resolve | null>(null);

  const finish = useCallback((pollId: number | undefined) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(pollId);
  }, []);

  const pickPoll = useCallback(
    () =>
      new Promise<number | undefined>((resolve) => {
        pending.current?.(undefined);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  // A page left with the picker open: whoever waits gets no poll rather than waiting for ever.
  useEffect(() => () => pending.current?.(undefined), []);

  return { pickPoll, pickerElement: open ? <PollPickerDialog onDone={finish} renderNewPoll={renderNewPoll} /> : null };
}
