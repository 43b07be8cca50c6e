import { useEffect, useState } from 'react';

/** How far down the page is, as a fraction of what can be scrolled (0 when it cannot scroll). */
function scrolledFraction(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

/**
 * Whether the page has been scrolled past `fraction` of its scrollable height. Listens only while
 * `enabled`, passively, and stops listening once the point is passed (it never goes back to false).
 */
export function useScrolledPast(fraction: number, enabled: boolean): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!enabled || passed) return undefined;
    // The page may already be scrolled when the data arrives.
    if (scrolledFraction() > fraction) {
      setPassed(true);
      return undefined;
    }
    const onScroll = () => {
      if (scrolledFraction() > fraction) setPassed(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [fraction, enabled, passed]);
  return passed;
}
