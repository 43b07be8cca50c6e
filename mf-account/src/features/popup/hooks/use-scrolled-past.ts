import { useEffect, useState } from 'react';

/** How far down the page is, as a fraction of what can be scrolled (0 when it cannot scroll). */
function scrolledFraction(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

/**
 * Whether the page `page` has been scrolled past `fraction` of its scrollable height. Listens only while
 * `enabled`, passively, and stops listening once the point is passed (it never goes back to false on
 * that page; another page starts again from the top).
 */
export function useScrolledPast(fraction: number, enabled: boolean, page: string): boolean {
  const [passedOn, setPassedOn] = useState<string | null>(null);
  const passed = passedOn === page;
  useEffect(() => {
    if (!enabled || passed) return undefined;
    // The page may already be scrolled when the data arrives.
    if (scrolledFraction() > fraction) {
      setPassedOn(page);
      return undefined;
    }
    const onScroll = () => {
      if (scrolledFraction() > fraction) setPassedOn(page);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [fraction, enabled, passed, page]);
  return passed;
}
