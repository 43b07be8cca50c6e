import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { Alert, Button, Modal } from '@tribune/shared';
import { useDeleteTopic } from '../api/delete-topic';
import type { ForumTopic } from '../api/forum-topic-schema';
import { useModerateTopic, type ForumTopicChange } from '../api/moderate-topic';
import { forumErrorText } from '../lib/forum-error';
import { forumMessages } from './forum-messages';

/**
 * Managers' actions on a topic: pin or unpin, close or reopen (PATCH), delete after a confirmation
 * (DELETE, then back to the forum). One action at a time; the outcome is announced.
 */
export function TopicModeration({ topic }: { topic: ForumTopic }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const moderateTopic = useModerateTopic();
  const deleteTopic = useDeleteTopic();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  /** Runs one action at a time; a second click while one runs is ignored. */
  const run = async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    setAnnouncement('');
    try {
      await action();
    } catch (error) {
      setFailure(forumErrorText(error, intl));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const change = (update: ForumTopicChange, done: MessageDescriptor) =>
    run(async () => {
      await moderateTopic(topic.id, update);
      setAnnouncement(intl.formatMessage(done));
    });

  const askToDelete = () => {
    if (running.current) return;
    setFailure(null);
    setConfirming(true);
  };

  const remove = () =>
    run(async () => {
      await deleteTopic(topic.id);
      void navigate('/forum');
    });

  // The buttons stay enabled while an action runs (disabling would drop the keyboard focus); `run`
  // ignores the clicks instead.
  return (
    <div className="frm-manage">
      <div className="frm-manage__actions" role="group" aria-label={intl.formatMessage(forumMessages.manage)}>
        <Button
          variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() =>
            void change({ pinned: !topic.pinned }, topic.pinned ? forumMessages.unpinnedNow : forumMessages.pinnedNow)
          }
        >
          {intl.formatMessage(topic.pinned ? forumMessages.unpin : forumMessages.pin)}
        </Button>
        <Button
          variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() =>
            void change({ closed: !topic.closed }, topic.closed ? forumMessages.reopenedNow : forumMessages.closedNow)
          }
        >
          {intl.formatMessage(topic.closed ? forumMessages.reopen : forumMessages.close)}
        </Button>
        <Button variant="danger" aria-disabled={busy || undefined} onClick={askToDelete}>
          {intl.formatMessage(forumMessages.delete)}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {failure !== null && !confirming ? <Alert tone="danger">{failure}</Alert> : null}
      {confirming ? (
        <Modal title={intl.formatMessage(forumMessages.deleteQuestion)} onClose={() => setConfirming(false)}>
          {failure !== null ? <Alert tone="danger">{failure}</Alert> : null}
          <div className="cm-confirm">
            <Button variant="danger" busy={busy} onClick={() => void remove()}>
              {intl.formatMessage(forumMessages.deleteConfirm)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage(forumMessages.cancel)}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
