import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button, Modal } from '@tribune/shared';
import { previewPath } from '../../api/preview-article';
import './article-preview.css';

const messages = defineMessages({
  preview: {
    id: 'content.newsroom.preview.open',
    defaultMessage: 'Preview',
    description: 'NR-05: button that saves the article and shows it as readers will see it',
  },
  dialog: {
    id: 'content.newsroom.preview.dialog',
    defaultMessage: 'Preview as a reader',
    description: 'NR-05: title of the preview dialog',
  },
  frameSize: {
    id: 'content.newsroom.preview.frame-size',
    defaultMessage: 'Screen',
    description: 'NR-05: label of the phone/desktop switch of the preview',
  },
  phone: {
    id: 'content.newsroom.preview.phone',
    defaultMessage: 'Phone',
    description: 'NR-05: show the preview in a phone-sized frame',
  },
  desktop: {
    id: 'content.newsroom.preview.desktop',
    defaultMessage: 'Desktop',
    description: 'NR-05: show the preview in a desktop-sized frame, scaled to fit',
  },
  newTab: {
    id: 'content.newsroom.preview.new-tab',
    defaultMessage: 'Open the preview in a new tab',
    description: 'NR-05: link to the preview page in a tab of its own',
  },
});

type Frame = 'phone' | 'desktop';

const frameTitleMessage = defineMessage<{ frame: Frame }>({
  id: 'content.newsroom.preview.frame-title',
  defaultMessage: 'The article as readers will see it on a {frame, select, phone {phone} other {desktop}}',
  description: 'NR-05: the title (for screen readers) of the frame that shows the preview',
});

/** The frames' sizes in CSS pixels: a common phone, and a desktop scaled down to the dialog's width. */
const previewFrames: Record<Frame, { width: number; height: number }> = {
  phone: { width: 390, height: 760 },
  desktop: { width: 1280, height: 800 },
};

interface ArticlePreviewProps {
  articleId: number;
  /** Saves what is not saved yet (Save's way); false when it could not, and the preview waits. */
  saveFirst: () => Promise<boolean>;
}

/**
 * NR-05: "Preview" saves the article and opens a dialog with its preview page
 * (/newsroom/article/{id}/preview, the reader's page of the article) in a frame the size of a phone or,
 * scaled to fit, of a desktop, and a link to open that page in a tab of its own.
 */
export function ArticlePreview({ articleId, saveFirst }: ArticlePreviewProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  // A new frame each time the dialog opens: the page shows what was saved just now.
  const [opened, setOpened] = useState(0);

  const onPreview = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await saveFirst())) return;
      setOpened((count) => count + 1);
      setOpen(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => void onPreview()}>
        {intl.formatMessage(messages.preview)}
      </Button>
      {open ? <PreviewDialog key={opened} articleId={articleId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PreviewDialog({ articleId, onClose }: { articleId: number; onClose: () => void }) {
  const intl = useIntl();
  const [frame, setFrame] = useState<Frame>('phone');
  const stage = useRef<HTMLDivElement>(null);
  const [stageWidth, setStageWidth] = useState<number | null>(null);
  const path = previewPath(articleId);
  const size = previewFrames[frame];

  // The desktop frame is drawn at its own width and scaled to the dialog's.
  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const measure = () => setStageWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = stageWidth !== null && stageWidth > 0 ? Math.min(1, stageWidth / size.width) : 1;

  return (
    <Modal title={intl.formatMessage(messages.dialog)} onClose={onClose} className="article-preview">
      <div className="article-preview__bar">
        <div className="article-preview__frames" role="group" aria-label={intl.formatMessage(messages.frameSize)}>
          {(['phone', 'desktop'] as const).map((option) => (
            <Button
              key={option}
              variant={frame === option ? 'primary' : 'secondary'}
              aria-pressed={frame === option}
              onClick={() => setFrame(option)}
            >
              {intl.formatMessage(messages[option])}
            </Button>
          ))}
        </div>
        <a href={path} target="_blank" rel="noopener">
          {intl.formatMessage(messages.newTab)}
        </a>
      </div>
      <div ref={stage} className={`article-preview__stage article-preview__stage--${frame}`}>
        <div
          className="article-preview__box"
          style={{ width: size.width * scale, height: size.height * scale }}
          data-scale={scale}
        >
          <iframe
            className="article-preview__frame"
            src={path}
            title={intl.formatMessage(frameTitleMessage, { frame })}
            width={size.width}
            height={size.height}
            style={scale === 1 ? undefined : { transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </Modal>
  );
}
