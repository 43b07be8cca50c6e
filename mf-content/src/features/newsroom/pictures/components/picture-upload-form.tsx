import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, failureText, TextAreaField, TextField, toFormErrors, useApiClient } from '@tribune/shared';
import type { NewsroomPicture } from '../../api/list-pictures';
import { uploadPicture } from '../../api/upload-picture';
import { fileProblemOf, maxAltLength, pictureTypes } from '../lib/picture-file';
import { pictureMessages as messages } from './picture-messages';

const uploadFields = ['file', 'alt'] as const;

type UploadErrors = Partial<Record<(typeof uploadFields)[number], string>>;

interface PictureUploadFormProps {
  /** The picture the API made, with the file it was made from (to show it whole while it is cropped). */
  onUploaded: (picture: NewsroomPicture, file: File) => void;
}

/**
 * NR-03: a new picture for the library: the file and its alt text, both required. The file's type and
 * size are checked before anything is sent; the API's 422 shows under the fields it names.
 */
export function PictureUploadForm({ onUploaded }: PictureUploadFormProps) {
  const intl = useIntl();
  const client = useApiClient();
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const file = fileRef.current?.files?.[0] ?? null;
    const problems: UploadErrors = {};
    const fileProblem = fileProblemOf(file);
    if (fileProblem === 'missing') problems.file = intl.formatMessage(messages.fileMissing);
    else if (fileProblem === 'type') problems.file = intl.formatMessage(messages.fileType);
    else if (fileProblem === 'size') problems.file = intl.formatMessage(messages.fileSize);
    if (alt.trim() === '') problems.alt = intl.formatMessage(messages.altMissing);
    setErrors(problems);
    setFormMessage(null);
    if (file === null || Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const picture = await uploadPicture(client, { file, alt: alt.trim() });
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
      onUploaded(picture, file);
    } catch (error) {
      const refusal = toFormErrors(error, uploadFields);
      if (refusal === null) setFormMessage(failureText(error, intl, 'uploading a picture'));
      else {
        setErrors(refusal.fields);
        setFormMessage(refusal.formMessage);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="picture-picker__upload" aria-labelledby={headingId}>
      <h3 id={headingId} className="picture-picker__heading">
        {intl.formatMessage(messages.uploadHeading)}
      </h3>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          ref={fileRef}
          label={intl.formatMessage(messages.file)}
          name="file"
          type="file"
          accept={pictureTypes.join(',')}
          required
          error={errors.file}
          hint={intl.formatMessage(messages.fileHint)}
        />
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
        {formMessage === null ? null : <Alert tone="danger">{formMessage}</Alert>}
        <Button type="submit" busy={busy}>
          {intl.formatMessage(messages.upload)}
        </Button>
      </form>
    </section>
  );
}
