import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's text as a paste would: one input event instead of one per key, which
 * keeps long forms fast (a form validating on change re-renders at every key). Use
 * user.type where the key strokes themselves matter.
 */
export async function fillIn(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
