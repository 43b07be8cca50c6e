/** What a click on a link needs to be taken over by the router (a React or a DOM mouse event). */
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
