import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { absoluteUrl } from '../seo/page-head';
import { useHydrated } from '../ssr/use-hydrated';
import { useBootstrap } from '../tenant/tenant-context';

const messages = defineMessages({
  share: { id: 'shared.share.button', defaultMessage: 'Share', description: 'Button that shares the page or link' },
  menu: {
    id: 'shared.share.menu',
    defaultMessage: 'Ways to share',
    description: 'Accessible name of the list of ways to share a link (copy, WhatsApp, X)',
  },
  copy: { id: 'shared.share.copy', defaultMessage: 'Copy link', description: 'Share menu: copies the link' },
  whatsApp: {
    id: 'shared.share.whatsapp',
    defaultMessage: 'Share on WhatsApp',
    description: 'Share menu: opens WhatsApp with the link in a message',
  },
  x: { id: 'shared.share.x', defaultMessage: 'Post on X', description: 'Share menu: opens X with the link in a post' },
  newTab: {
    id: 'shared.share.new-tab',
    defaultMessage: '(opens in a new tab)',
    description: 'Share menu: said after a link that opens in a new tab',
  },
  copied: {
    id: 'shared.share.copied',
    defaultMessage: 'The link has been copied.',
    description: 'Announced after the share menu copied the link',
  },
  copyFailed: defineMessage<{ url: string }>({
    id: 'shared.share.copy-failed',
    defaultMessage: 'The link could not be copied. Copy it yourself: {url}',
    description: 'Announced when the browser refuses to copy the link; {url} is the link',
  }),
});

interface ShareButtonProps {
  /** What is shared: a path on this site (made absolute on the tenant's origin) or an absolute URL. */
  url: string;
  /** The shared thing's title, handed to the system's share sheet. */
  title: string;
  /** The words that go with the link in a message or post; default: the title. */
  text?: string;
  /** The button's visible name; default "Share". */
  label?: string;
  className?: string;
}

/**
 * The links of the fallback menu: a message with the text and the link, or a post with the link beside
 * it. They are in the server's HTML (the menu is hidden there), so they say `nofollow`: share intents
 * are nothing for a crawler to follow.
 */
function shareLinks(text: string, url: string): { whatsApp: string; x: string } {
  return {
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    x: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  };
}

/** The browser's share sheet (Web Share API), where it has one: phones, mostly. */
function nativeShare(): ((data: ShareData) => Promise<void>) | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return undefined;
  return (data) => navigator.share(data);
}

function ShareIcon() {
  return (
    <svg className="share__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" fill="currentColor" />
      <circle cx="6" cy="12" r="3" fill="currentColor" />
      <circle cx="18" cy="19" r="3" fill="currentColor" />
      <path d="M8.6 10.5l6.8-4M8.6 13.5l6.8 4" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

/**
 * CLB-05: shares a link (an article, a match, a mini-league invite). Where the browser has the Web Share
 * API the button opens the system's share sheet, which knows the apps the fan uses; elsewhere it opens a
 * small menu: copy the link (confirmed in a live region), WhatsApp and X. The menu is a disclosure of
 * plain buttons and links rather than an ARIA menu, so each item is announced for what it is (a link
 * that leaves the site); arrow keys move between them, Escape closes it and returns to the button.
 * Whether the sheet exists is only known in the browser, so the server's HTML (and hydration) shows the
 * menu's button, which a browser with a sheet then re-labels by dropping `aria-expanded`.
 */
export function ShareButton({ url, title, text = title, label, className }: ShareButtonProps) {
  const intl = useIntl();
  const { origin } = useBootstrap();
  const hydrated = useHydrated();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'copied' | 'copy-failed' | null>(null);
  // The live region joins the page when the menu first opens, empty, so the copy's confirmation that
  // fills it later is announced; a page with a share control it never uses has no silent region.
  const [menuUsed, setMenuUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const href = absoluteUrl(origin, url);
  const links = shareLinks(text, href);
  const usesSheet = hydrated && nativeShare() !== undefined;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('.share__item') ?? [])];

  // An opened menu takes the focus to its first item, so the keyboard is where the choices are.
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('.share__item')?.focus();
  }, [open]);

  // A press anywhere else closes the menu, as a menu does.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const wrapper = buttonRef.current?.parentElement;
      if (wrapper && event.target instanceof Node && !wrapper.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonClick = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    const share = nativeShare();
    if (share !== undefined) {
      try {
        await share({ title, text, url: href });
        return;
      } catch (error) {
        // The fan closed the sheet: that is their answer, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Anything else (a browser that refuses this data, a policy): the menu still works.
      }
    }
    setStatus(null);
    setMenuUsed(true);
    setOpen(true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the status shows the link to copy by hand.
      setStatus('copy-failed');
    }
    close(true);
  };

  // On each item (the interactive elements), so the list itself stays a plain list.
  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = items();
    const current = all.findIndex((item) => item === document.activeElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
  };

  // Tabbing out of the menu closes it: an open menu the focus has left is one nobody is using.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      setOpen(false);
    }
  };

  return (
    <div className={['share', className].filter(Boolean).join(' ')} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary share__button"
        aria-expanded={usesSheet ? undefined : open}
        aria-controls={usesSheet ? undefined : menuId}
        onClick={() => void onButtonClick()}
      >
        <ShareIcon />
        {label ?? intl.formatMessage(messages.share)}
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        className="share__menu"
        aria-label={intl.formatMessage(messages.menu)}
        hidden={!open}
      >
        <li>
          <button type="button" className="share__item" onKeyDown={onItemKeyDown} onClick={() => void copy()}>
            {intl.formatMessage(messages.copy)}
          </button>
        </li>
        <li>
          <a
            className="share__item"
            href={links.whatsApp}
            target="_blank"
            rel="noopener noreferrer nofollow"
            onKeyDown={onItemKeyDown}
            onClick={() => close(false)}
          >
            {intl.formatMessage(messages.whatsApp)}
            <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
          </a>
        </li>
        <li>
          <a
            className="share__item"
            href={links.x}
            target="_blank"
            rel="noopener noreferrer nofollow"
            onKeyDown={onItemKeyDown}
            onClick={() => close(false)}
          >
            {intl.formatMessage(messages.x)}
            <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
          </a>
        </li>
      </ul>
      {menuUsed ? (
        <p className="share__status" role="status">
          {status === 'copied' ? intl.formatMessage(messages.copied) : null}
          {status === 'copy-failed' ? intl.formatMessage(messages.copyFailed, { url: href }) : null}
        </p>
      ) : null}
    </div>
  );
}
