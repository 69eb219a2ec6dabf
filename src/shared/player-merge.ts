// Player merge (issue 24, decision 084): what the page and the server share.

export const DUPLICATES_PAGE_SIZE_DEFAULT = 20;
export const DUPLICATES_PAGE_SIZE_MAX = 100;
export const MERGES_PAGE_SIZE_DEFAULT = 20;
export const MERGES_PAGE_SIZE_MAX = 100;

export const MATCH_REASON_KINDS = ['same_name', 'nickname', 'similar_name', 'same_email', 'same_phone', 'same_birth_date'] as const;
export const CONFLICT_RESOLUTIONS = ['drop', 'cancel', 'keep'] as const;
export const USER_LINK_OUTCOMES = ['none', 'primary_keeps', 'moves', 'duplicate_unlinked'] as const;

/** What the admin types to confirm a merge. */
export const MERGE_CONFIRMATION_WORD = 'MERGE';

export const PLAYER_MERGE_MESSAGES = {
  samePlayer: 'A player cannot be merged into itself.',
  choosePrimary: 'Choose the primary player.',
  chooseDuplicate: 'Choose the duplicate player.',
  alreadyUndone: 'This merge was undone already.',
  newerMerge: 'A newer merge involves one of these players: undo that one first.',
} as const;
