import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal } from '@tribune/shared';
import { useListPictures, type NewsroomPicture } from '../../api/list-pictures';
import { PictureDetails } from './picture-details';
import { PictureLibrary } from './picture-library';
import { pictureMessages as messages } from './picture-messages';
import { PictureUploadForm } from './picture-upload-form';
import './picture-picker.css';

interface PicturePickerDialogProps {
  /** The picture taken (its alt text and crops saved), or undefined when the editor cancelled. */
  onDone: (picture: NewsroomPicture | undefined) => void;
}

/** A URL for a file the browser holds, where the browser makes them (jsdom does not). */
function objectUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * NR-03: the newsroom's picture picker: upload a picture or choose one of the library, then (optionally)
 * its alt text and crops, and Insert. The shared Modal keeps the focus inside, closes on Escape and gives
 * the focus back to what opened it.
 */
export function PicturePickerDialog({ onDone }: PicturePickerDialogProps) {
  const intl = useIntl();
  const library = useListPictures();
  const [chosen, setChosen] = useState<{ picture: NewsroomPicture; wholeUrl: string | null } | null>(null);
  const libraryStepRef = useRef<HTMLDivElement>(null);
  const cameBack = useRef(false);
  const wholeUrl = chosen?.wholeUrl ?? null;

  // Back from a picture: the button pressed is gone, so the focus goes to the library step's first field.
  useEffect(() => {
    if (chosen !== null || !cameBack.current) return;
    cameBack.current = false;
    libraryStepRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [chosen]);

  useEffect(
    () => () => {
      if (wholeUrl !== null) URL.revokeObjectURL(wholeUrl);
    },
    [wholeUrl],
  );

  return (
    <Modal
      title={intl.formatMessage(messages.dialogTitle)}
      onClose={() => onDone(undefined)}
      className="picture-picker"
    >
      {chosen === null ? (
        <div ref={libraryStepRef} className="picture-picker__step">
          <PictureUploadForm
            onUploaded={(picture, file) => {
              // The library's pages are read again (newest first: the new picture leads).
              library.reload();
              setChosen({ picture, wholeUrl: objectUrlOf(file) });
            }}
          />
          <PictureLibrary library={library} onChoose={(picture) => setChosen({ picture, wholeUrl: null })} />
          <div className="picture-picker__buttons">
            <Button variant="ghost" onClick={() => onDone(undefined)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <PictureDetails
          key={chosen.picture.id}
          picture={chosen.picture}
          wholeUrl={chosen.wholeUrl}
          onInsert={onDone}
          onSaved={library.reload}
          onBack={() => {
            cameBack.current = true;
            setChosen(null);
          }}
        />
      )}
    </Modal>
  );
}
