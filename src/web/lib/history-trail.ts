/**
 * The trail of steps a history entry's state holds for a multi-step form (decision 046): the
 * steps from the page's own entry to this one, under the form's key, beside the router's
 * other state. Pure, and apart from the hook (use-history-steps.ts), so the waitlist dialog's
 * provider on every page can read it without the hook.
 */

export type Step = string | number;

/** The steps from the page's entry to this one; the last is the current step. */
export function readTrail<S extends Step>(state: unknown, key: string, base: S, isStep: (value: unknown) => value is S): S[] {
  const trail: unknown = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(trail) || trail.length === 0 || !trail.every(isStep)) return [base];
  return trail;
}

export function withTrail(state: unknown, key: string, trail: readonly Step[]): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [key]: trail };
}

/** How many entries back the latest `target` is, or null when it is not behind this one. */
export function stepsBack<S extends Step>(trail: readonly S[], target: S): number | null {
  const index = trail.lastIndexOf(target);
  return index === -1 ? null : trail.length - 1 - index;
}
