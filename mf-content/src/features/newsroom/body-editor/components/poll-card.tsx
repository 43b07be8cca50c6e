import type { NodeViewProps } from '@tiptap/core';
import { useIntl } from 'react-intl';
import { pollIdOf } from '../extensions/poll';
import { pickPollId, useBodyEditorContext } from './body-editor-context';
import { bodyEditorMessages as messages, pollTitleMessage } from './body-editor-messages';
import { CardButton, CardFrame } from './card-frame';

/** POL-01's placeholder in the editor: the poll's question, and buttons to change or remove it. */
export function PollCard({ node, editor, getPos, selected, updateAttributes, deleteNode }: NodeViewProps) {
  const intl = useIntl();
  const context = useBodyEditorContext();
  const pollId = pollIdOf(node.attrs['pollId']) ?? 0;
  const poll = context.services.loadPoll(pollId);

  const changePoll = async () => {
    const next = await pickPollId(context);
    if (next !== null) updateAttributes({ pollId: next });
  };

  return (
    <CardFrame
      kind="poll"
      title={intl.formatMessage(pollTitleMessage, { id: pollId })}
      selected={selected}
      actions={
        <>
          <CardButton editor={editor} getPos={getPos} onClick={() => void changePoll()}>
            {intl.formatMessage(messages.changePoll)}
          </CardButton>
          <CardButton editor={editor} getPos={getPos} onClick={deleteNode}>
            {intl.formatMessage(messages.removePoll)}
          </CardButton>
        </>
      }
    >
      <p className="body-editor-card__text" contentEditable={false}>
        {poll?.question ?? intl.formatMessage(messages.pollUnknown)}
      </p>
    </CardFrame>
  );
}
