import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal, TextField } from '@tribune/shared';
import { articleEditorMessages as messages } from './article-editor-messages';

interface PollIdDialogProps {
  /** The poll number chosen, or undefined when the editor cancelled. */
  onDone: (pollId: number | undefined) => void;
}

/**
 * NR-02's poll picker for this round: a dialog asking for a poll's number (the polls' own picker comes
 * with the polls' newsroom pages). The shared Modal keeps the focus inside and gives it back.
 */
export function PollIdDialog({ onDone }: PollIdDialogProps) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pollId = Number(value);
    onDone(Number.isInteger(pollId) && pollId > 0 ? pollId : undefined);
  };
  return (
    <Modal title={intl.formatMessage(messages.pollDialog)} onClose={() => onDone(undefined)}>
      <form className="article-editor__poll-form" onSubmit={onSubmit}>
        <TextField
          label={intl.formatMessage(messages.pollId)}
          name="poll_id"
          type="number"
          min={1}
          step={1}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="article-editor__buttons">
          <Button type="submit">{intl.formatMessage(messages.pollInsert)}</Button>
          <Button variant="secondary" onClick={() => onDone(undefined)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
