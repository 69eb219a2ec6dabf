import { useCallback, useLayoutEffect, useRef } from 'react';
import { type NavigateOptions, useLocation, useSearchParams } from 'react-router';

/** A change of the address's query, from the parameters it has now. */
export type SearchChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The page's query parameters, and a way to change them that starts from the address as it is
 * when the change is made.
 *
 * React Router renders each navigation in a transition, later than it was asked for, and its
 * own `setSearchParams(fn)` hands `fn` the parameters of the render it was made in. Two
 * changes close together (a row opened with a click, then the search box's debounce landing
 * before that click rendered) each started from the address before both, so the second undid
 * the first: the players list dropped `?player=` and closed the drawer just opened (issue 21).
 * Here a change starts from the last one asked for while it has not rendered yet.
 */
export function useSearchUpdate(): [URLSearchParams, (change: SearchChange, options?: NavigateOptions) => void] {
  const [search, setSearch] = useSearchParams();
  const { key } = useLocation();
  const rendered = search.toString();
  // The address as last rendered, and the changes asked for since, oldest first.
  const committed = useRef(rendered);
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    committed.current = rendered;
    // Ours rendered (and with it any asked before it); anything else (Back, a link) is the
    // address now, and what was pending is gone.
    const index = pending.current.indexOf(rendered);
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [key, rendered]);

  const update = useCallback(
    (change: SearchChange, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(pending.current.at(-1) ?? committed.current));
      pending.current.push(next.toString());
      setSearch(next, options);
    },
    [setSearch],
  );
  return [search, update];
}
