import { useEffect } from 'react';
import { useSession } from '@tribune/shared';
import { useGuestSection } from '../api/get-guest-section';
import { useServerHtmlLinks } from '../hooks/use-server-html-links';
import '../lists.css';

/**
 * ART-08: for logged-out readers, an invitation to join (comment, like, vote, predict) that the API
 * renders in the tenant's language. Its `#login` and `#register` links open the account dialogs. The
 * server renders it (a server render is a guest's); a reader with a session sees it go once the
 * session is restored, and it asks the API for nothing for them.
 */
export function GuestSection() {
  const { isLoggedIn } = useSession();
  const onClick = useServerHtmlLinks();
  const { data: html, error } = useGuestSection(!isLoggedIn);
  useEffect(() => {
    if (error !== undefined) console.error('[mf_content] the guest section failed to load', error);
  }, [error]);
  if (isLoggedIn) return null;
  if (error !== undefined && html === undefined) return null;
  if (!html?.trim()) return null;
  return (
    // The API's markup is a section named by its own heading, so this wrapper adds no landmark.
    <div className="lists-guest">
      {/* Safe to inject: only our own API's html, rendered with React's renderToStaticMarkup (text
          escaped, nothing concatenated). Its links are handled by the click handler, which a keyboard
          also triggers on links, so no key handler is needed. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="lists-server-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
