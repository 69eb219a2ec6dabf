import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readTrail, stepsBack, withTrail, type Step } from './history-trail';

/**
 * A multi-step form's step kept in the browser's history (decision 046): each step forward is
 * a history entry, so the browser's Back goes to the previous step instead of leaving the
 * page, Forward comes back, and a reload stays on the step. The entry's state holds the trail
 * of steps that led to it, under the form's key (the rest of the router's state is kept).
 * The page's own entry, without a trail, is the `base` step.
 */

export interface HistorySteps<S extends Step> {
  step: S;
  /** A new entry for the next step. */
  forward: (next: S) => void;
  /** Back through the history to an earlier step (the base closes a dialog), or forward when it is not behind. */
  back: (target: S) => void;
}

export function useHistorySteps<S extends Step>(key: string, base: S, isStep: (value: unknown) => value is S): HistorySteps<S> {
  const location = useLocation();
  const navigate = useNavigate();
  const trail = readTrail(location.state, key, base, isStep);
  // Two clicks before the next render must not push the same step twice.
  const latest = useRef(trail);
  latest.current = trail;
  const { pathname, search, hash } = location;
  const state: unknown = location.state;

  const push = useCallback(
    (next: readonly S[]) => {
      latest.current = [...next];
      navigate({ pathname, search, hash }, { state: withTrail(state, key, next) });
    },
    [navigate, pathname, search, hash, state, key],
  );

  const forward = useCallback(
    (next: S) => {
      const current = latest.current;
      if (current[current.length - 1] !== next) push([...current, next]);
    },
    [push],
  );

  const back = useCallback(
    (target: S) => {
      const current = latest.current;
      const delta = stepsBack(current, target);
      if (delta === null) push([...current, target]);
      else if (delta > 0) {
        latest.current = current.slice(0, current.length - delta);
        navigate(-delta);
      }
    },
    [navigate, push],
  );

  return { step: trail[trail.length - 1] ?? base, forward, back };
}
