/**
 * Readable names for audit actions and entity types. Generic on purpose: every feature adds
 * its own `<domain>.<what happened>` actions, and a fixed list would fall behind.
 * "settings.updated" → "Settings updated", "waitlist.invitation_expired" → "Waitlist invitation expired".
 */
export function actionLabel(action: string): string {
  return humanize(action.replace(/\./g, ' '));
}

/** "waitlist_entry" → "Waitlist entry". */
export function entityTypeLabel(entityType: string): string {
  return humanize(entityType);
}

/** Field names of a before/after value: "waitlist_enabled" → "Waitlist enabled", "startsAt" → "Starts at". */
export function fieldLabel(key: string): string {
  return humanize(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
}

/** Underscores and dashes become spaces; the first letter is capitalised. Text that is not a name comes back as it was. */
function humanize(text: string): string {
  const words = text.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!words || !/^[\p{L}\p{N} ]+$/u.test(words)) return text;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
