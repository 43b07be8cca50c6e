import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmbedTarget } from '../lib/embed-urls';
import { embedMessages, providerNames } from './embed-messages';

type FrameTarget = Extract<EmbedTarget, { provider: 'youtube' | 'facebook' | 'instagram' }>;

/** What each player may use; nothing more. */
const permissions: Record<FrameTarget['provider'], string> = {
  youtube: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
  facebook: 'autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share',
  instagram: 'clipboard-write; encrypted-media; picture-in-picture; web-share',
};

/**
 * EMB-01: a YouTube video, a Facebook post or an Instagram post as the provider's own frame, loaded
 * only when the reader asks for it (docs/decisions/0021): until the click nothing is fetched from the
 * provider, so it learns nothing of readers who scroll past. The frame takes the box the button had (a
 * fixed aspect ratio per provider), so nothing moves when it loads. YouTube plays from
 * youtube-nocookie.com.
 */
export function EmbedFrame({ target }: { target: FrameTarget }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const provider = providerNames[target.provider];
  const isVideo = target.provider === 'youtube';
  const title = intl.formatMessage(isVideo ? embedMessages.videoOn : embedMessages.postOn, { provider });

  // The button the reader pressed is gone: keyboard focus goes to the player that replaced it.
  useEffect(() => {
    if (open) frame.current?.focus();
  }, [open]);

  return (
    <figure className={`content-embed content-embed--frame content-embed--${target.provider}`} aria-label={title}>
      <div className="content-embed__box">
        {open ? (
          <iframe
            ref={frame}
            className="content-embed__player"
            src={target.frameUrl}
            title={title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow={permissions[target.provider]}
            allowFullScreen
          />
        ) : (
          <div className="content-embed__facade">
            <span className="content-embed__provider">{provider}</span>
            <button type="button" className="content-embed__load" onClick={() => setOpen(true)}>
              <span className="content-embed__load-icon" aria-hidden="true" />
              <FormattedMessage {...(isVideo ? embedMessages.play : embedMessages.show)} />
            </button>
            <p className="content-embed__privacy">
              <FormattedMessage {...embedMessages.privacy} values={{ provider }} />
            </p>
          </div>
        )}
      </div>
      <figcaption className="content-embed__caption">
        <a className="content-embed__link" href={target.url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage {...embedMessages.viewOn} values={{ provider }} />
        </a>
      </figcaption>
    </figure>
  );
}
