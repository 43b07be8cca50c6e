import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, failureText, TextAreaField, toFormErrors, useApiClient } from '@tribune/shared';
import type { NewsroomPicture } from '../../api/list-pictures';
import { updatePicture, type PictureChanges, type PictureRatio } from '../../api/update-picture';
import { cropOf, placementOf, samePlacement, type CropPlacement } from '../lib/crop-placement';
import { maxAltLength } from '../lib/picture-file';
import { CropTool } from './crop-tool';
import { pictureMessages as messages } from './picture-messages';

const ratios: PictureRatio[] = ['3x2', '4x3'];

const detailFields = ['alt', 'crops', 'crops.3x2', 'crops.4x3'] as const;

type Placements = Record<PictureRatio, CropPlacement>;

function placementsOf(picture: NewsroomPicture): Placements {
  const size = { width: picture.width, height: picture.height };
  return {
    '3x2': placementOf(size, '3x2', picture.ratios['3x2'].crop),
    '4x3': placementOf(size, '4x3', picture.ratios['4x3'].crop),
  };
}

interface PictureDetailsProps {
  picture: NewsroomPicture;
  /** The whole picture, when the browser has it (a new upload). */
  wholeUrl: string | null;
  onInsert: (picture: NewsroomPicture) => void;
  /** A change was saved (the library shows the picture as it now is). */
  onSaved: () => void;
  onBack: () => void;
}

/**
 * NR-03: the chosen picture's alt text and its crops for 3:2 and 4:3; Save sends what changed, Insert
 * saves what changed and takes the picture.
 */
export function PictureDetails({ picture: initial, wholeUrl, onInsert, onSaved, onBack }: PictureDetailsProps) {
  const intl = useIntl();
  const client = useApiClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [picture, setPicture] = useState(initial);
  const [alt, setAlt] = useState(initial.alt);
  const [placements, setPlacements] = useState(() => placementsOf(initial));
  const [errors, setErrors] = useState<Partial<Record<(typeof detailFields)[number], string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  // The step replaced the button that led here: the focus goes to its heading, inside the dialog.
  useEffect(() => headingRef.current?.focus(), []);

  const changesOf = (): PictureChanges => {
    const changes: PictureChanges = {};
    if (alt.trim() !== picture.alt) changes.alt = alt.trim();
    const before = placementsOf(picture);
    const size = { width: picture.width, height: picture.height };
    for (const ratio of ratios) {
      if (samePlacement(before[ratio], placements[ratio])) continue;
      changes.crops = { ...changes.crops, [ratio]: cropOf(size, ratio, placements[ratio]) };
    }
    return changes;
  };

  /** The picture with what changed saved, or null when it could not be. */
  const save = async (): Promise<NewsroomPicture | null> => {
    setSaved(false);
    setFormMessage(null);
    if (alt.trim() === '') {
      setErrors({ alt: intl.formatMessage(messages.altMissing) });
      return null;
    }
    setErrors({});
    const changes = changesOf();
    if (changes.alt === undefined && changes.crops === undefined) return picture;
    setBusy(true);
    try {
      const updated = await updatePicture(client, picture.id, changes);
      setPicture(updated);
      setAlt(updated.alt);
      setPlacements(placementsOf(updated));
      setSaved(true);
      onSaved();
      return updated;
    } catch (error) {
      const refusal = toFormErrors(error, detailFields);
      if (refusal === null) setFormMessage(failureText(error, intl, 'saving a picture'));
      else {
        const { alt: altError, ...cropErrors } = refusal.fields;
        setErrors(altError === undefined ? {} : { alt: altError });
        const messagesShown = [...Object.values(cropErrors), refusal.formMessage].filter(
          (message): message is string => typeof message === 'string',
        );
        setFormMessage(messagesShown.length > 0 ? messagesShown.join(' ') : null);
      }
      return null;
    } finally {
      setBusy(false);
    }
  };

  const insert = async () => {
    const chosen = await save();
    if (chosen !== null) onInsert(chosen);
  };

  return (
    <section className="picture-picker__details" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="picture-picker__heading">
        {intl.formatMessage(messages.detailsHeading)}
      </h3>
      <TextAreaField
        label={intl.formatMessage(messages.alt)}
        name="alt"
        rows={2}
        required
        maxLength={maxAltLength}
        value={alt}
        error={errors.alt}
        hint={intl.formatMessage(messages.altHint)}
        onChange={(event) => setAlt(event.target.value)}
      />
      <p className="picture-picker__note">{intl.formatMessage(messages.cropsIntro)}</p>
      <div className="picture-picker__crops">
        {ratios.map((ratio) => (
          <CropTool
            key={ratio}
            picture={picture}
            ratio={ratio}
            placement={placements[ratio]}
            wholeUrl={wholeUrl}
            onChange={(placement) => {
              setSaved(false);
              setPlacements((current) => ({ ...current, [ratio]: placement }));
            }}
          />
        ))}
      </div>
      {formMessage === null ? null : <Alert tone="danger">{formMessage}</Alert>}
      <p role="status" className="picture-picker__note">
        {saved ? intl.formatMessage(messages.saved) : ''}
      </p>
      <div className="picture-picker__buttons">
        <Button busy={busy} onClick={() => void insert()}>
          {intl.formatMessage(messages.insert)}
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => void save()}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {intl.formatMessage(messages.back)}
        </Button>
      </div>
    </section>
  );
}
