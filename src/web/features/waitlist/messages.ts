/** Spec §8 waitlist messages, to the character. */
export const WAITLIST_MESSAGES = {
  joined: "You've been added to our waitlist! We'll notify you when a roster spot opens up.",
  joinFailed: 'Failed to join waitlist. Please try again or contact us directly.',
} as const;
