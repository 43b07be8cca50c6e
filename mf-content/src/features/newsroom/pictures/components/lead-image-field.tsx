import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField } from '@tribune/shared';
import { usePicturePicker } from '../hooks/use-picture-picker';
import { pictureMessages as messages } from './picture-messages';

interface LeadImageFieldProps {
  /** The lead image's address: a library picture's 3:2 URL, another https:// address or a site path. */
  value: string;
  error?: string | undefined;
  /** The label and hint of the address field (the article editor's own texts). */
  addressLabel: string;
  addressHint: string;
  onChange: (value: string) => void;
}

/** The site's own lead picture, as the API gives an article sent without one (article-input.ts). */
const siteDefaultPicture = '/assets/images/stadium-day.svg';

/** A library picture's address (`/media/pictures/…`), as the picker sets it. */
const isLibraryPicture = (value: string) => value.startsWith('/media/pictures/');

/**
 * NR-03/NR-04: the article's lead image: its thumbnail, "Choose picture" (the library picker; the 3:2
 * cut, the box the lead is shown in) and, folded away, the address field for a picture elsewhere.
 */
export function LeadImageField({ value, error, addressLabel, addressHint, onChange }: LeadImageFieldProps) {
  const intl = useIntl();
  const { choosePicture, pickerElement } = usePicturePicker();
  const address = value.trim();
  // Open from the start for a picture from elsewhere; then as the editor leaves it (and always with an error).
  const [addressOpen, setAddressOpen] = useState(() => address !== '' && !isLibraryPicture(address));

  const choose = async () => {
    const picture = await choosePicture();
    if (picture !== undefined) onChange(picture.ratios['3x2'].src);
  };

  return (
    <>
      <fieldset className="article-editor__group lead-image-field">
        <legend>{intl.formatMessage(messages.leadImage)}</legend>
        {address === '' ? (
          <p className="picture-picker__note">{intl.formatMessage(messages.leadImageNone)}</p>
        ) : (
          <img
            className="lead-image-field__thumbnail"
            src={address}
            alt={intl.formatMessage(messages.leadImageCurrent)}
          />
        )}
        <div className="lead-image-field__buttons">
          <Button variant="secondary" onClick={() => void choose()}>
            {intl.formatMessage(messages.choosePicture)}
          </Button>
          {/* An empty address keeps the picture the article has (a save leaves it out): taking a lead
              picture away is going back to the site's own. */}
          {address === '' || address === siteDefaultPicture ? null : (
            <Button variant="secondary" onClick={() => onChange(siteDefaultPicture)}>
              {intl.formatMessage(messages.useDefaultPicture)}
            </Button>
          )}
        </div>
        <details
          className="lead-image-field__address"
          open={addressOpen || error !== undefined}
          onToggle={(event) => setAddressOpen(event.currentTarget.open)}
        >
          <summary>{intl.formatMessage(messages.leadImageAddress)}</summary>
          <TextField
            label={addressLabel}
            name="image"
            value={value}
            error={error}
            hint={addressHint}
            onChange={(event) => onChange(event.target.value)}
          />
        </details>
      </fieldset>
      {pickerElement}
    </>
  );
}
