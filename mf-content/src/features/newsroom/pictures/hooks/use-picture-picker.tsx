import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PictureChoice } from '../../body-editor';
import type { NewsroomPicture } from '../../api/list-pictures';
import { PicturePickerDialog } from '../components/picture-picker-dialog';
import { pictureChoiceOf } from '../lib/picture-choice';

type Resolve = (picture: NewsroomPicture | undefined) => void;

interface PicturePicker {
  /** Opens the picker; the picture taken, as the body editor keeps it, or undefined when cancelled. */
  pickPicture: () => Promise<PictureChoice | undefined>;
  /** Opens the picker; the library's picture taken (every ratio's URLs), or undefined. */
  choosePicture: () => Promise<NewsroomPicture | undefined>;
  /** The dialog while a pick is under way, else null: render it once, anywhere in the page. */
  pickerElement: ReactNode;
}

/**
 * NR-03: the newsroom's picture picker as a promise, for the body editor's services and the lead image
 * field. A second pick while one is open ends the first one without a picture.
 */
export function usePicturePicker(): PicturePicker {
  const [open, setOpen] = useState(false);
  const pending = useRef<Resolve | null>(null);

  const finish = useCallback((picture: NewsroomPicture | undefined) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(picture);
  }, []);

  const choosePicture = useCallback(
    () =>
      new Promise<NewsroomPicture | undefined>((resolve) => {
        pending.current?.(undefined);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const pickPicture = useCallback(async () => {
    const picture = await choosePicture();
    return picture === undefined ? undefined : pictureChoiceOf(picture);
  }, [choosePicture]);

  // A page left with the picker open: whoever waits gets no picture rather than waiting for ever.
  useEffect(() => () => pending.current?.(undefined), []);

  return { pickPicture, choosePicture, pickerElement: open ? <PicturePickerDialog onDone={finish} /> : null };
}
