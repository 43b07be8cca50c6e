/** What a click on a link needs to be taken over by the router. */
interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * A plain click: not one that opens a new tab or window (ctrl, cmd, shift, the middle button) or
 * downloads (alt), and not one something else already handled.
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** Whether the browser itself should follow this link: another window or frame, or a download. */
export function opensElsewhere(anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return anchor.hasAttribute('download') || (target !== null && target !== '' && target !== '_self');
}
