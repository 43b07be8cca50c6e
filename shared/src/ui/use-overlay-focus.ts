import { useEffect, useRef, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Issue 26: what every overlay does with focus (as the kit's Modal does). On opening, focus moves into
 * `container` (its first control, or the container itself); Tab and Shift+Tab stay inside it; Escape
 * calls `onEscape`; on closing, focus returns to `returnTo` or, without one, to where it was.
 */
export function useOverlayFocus(
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  returnTo: HTMLElement | null = null,
): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  const returnToRef = useRef(returnTo);
  returnToRef.current = returnTo;

  useEffect(() => {
    const element = container.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusable = () => (element ? Array.from(element.querySelectorAll<HTMLElement>(focusableSelector)) : []);
    const first = focusable()[0];
    if (first) first.focus();
    else element?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const controls = focusable();
      const head = controls[0];
      const tail = controls[controls.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      const target = returnToRef.current ?? previouslyFocused;
      if (target?.isConnected) target.focus();
    };
  }, [container]);
}
