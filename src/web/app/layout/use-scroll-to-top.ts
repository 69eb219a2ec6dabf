import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at the top; Back and Forward (POP) leave the browser's own scroll
 * restoration alone, and a #hash is left to useScrollToHash. Keyed by path, so changing a
 * list's filters (the query string) does not jump.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // Only a change of page scrolls: hash and navigation type are read, not watched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the page on purpose
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
}
