import { useEffect, useRef, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import './video-player.css';

const messages = {
  play: defineMessage<{ title: string }>({
    id: 'content.video.play',
    defaultMessage: 'Play video: {title}',
    description: "Article video: the play button's accessible name; {title} is the article's title",
  }),
  playShort: defineMessage({
    id: 'content.video.play-short',
    defaultMessage: 'Play video',
    description: 'Article video: the text on the play button',
  }),
  source: defineMessage({
    id: 'content.video.source',
    defaultMessage: 'Plays from YouTube',
    description: 'Article video: under the play button, where the video comes from once it is played',
  }),
  player: defineMessage<{ title: string }>({
    id: 'content.video.player',
    defaultMessage: 'Video: {title}',
    description: "Article video: the player frame's title; {title} is the article's title",
  }),
};

/** YouTube video ids: letters, digits, `-` and `_`. */
const videoIdPattern = /^[\w-]{1,64}$/;

export interface VideoPlayerProps {
  /** The YouTube video id (`article.video.id`). */
  videoId: string;
  /** The article's title, which names the player. */
  title: string;
  /** Our own image to show before it plays (the article's lead image); a plain poster without one. */
  poster: string | null;
}

/**
 * ART-01: the article's video, privacy-friendly. Until the reader presses play it is our own image and
 * a button: nothing is loaded from YouTube, no cookie is set. Play swaps in YouTube's
 * privacy-enhanced player (youtube-nocookie.com, which the page's Content-Security-Policy allows),
 * playing at once, and moves the focus to it.
 */
export function VideoPlayer({ videoId, title, poster }: VideoPlayerProps) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);
  if (!videoIdPattern.test(videoId)) return null;
  return (
    <div className="content-video">
      {playing ? (
        <iframe
          ref={frameRef}
          className="content-video__frame"
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
          title={intl.formatMessage(messages.player, { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {poster ? (
            <img
              className="content-video__poster"
              src={poster}
              alt=""
              width={1200}
              height={675}
              loading="eager"
              fetchPriority="high"
            />
          ) : null}
          <button
            type="button"
            className="content-video__play"
            aria-label={intl.formatMessage(messages.play, { title })}
            onClick={() => setPlaying(true)}
          >
            <svg className="content-video__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
              <path d="M66.5 7.7a8.6 8.6 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.6 8.6 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.6 8.6 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.6 8.6 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" />
              <path d="M45 24 27 14v20z" fill="#fff" />
            </svg>
            <span className="content-video__label">{intl.formatMessage(messages.playShort)}</span>
            <span className="content-video__source">{intl.formatMessage(messages.source)}</span>
          </button>
        </>
      )}
    </div>
  );
}
