/**
 * What a merge did, stored in player_merges.changes (decision 084): enough for the undo to put
 * every row back. Row keys are `jsonb_build_object` of a reference's rowKey columns.
 */
export type RowKey = Record<string, unknown>;

export interface ReferenceChanges {
  /** The values the column held before and after: player ids, or e-mails for `by: 'email'`. */
  from: string;
  to: string;
  /** Rows whose column now holds `to`. */
  moved: RowKey[];
  /** Rows removed as conflicts, whole (to_jsonb of the row), as they were before the merge. */
  dropped: Record<string, unknown>[];
  /** Rows that moved cancelled, with the status they had. */
  cancelled: { key: RowKey; status: string }[];
  /** Conflicting rows left with the duplicate. */
  kept: number;
}

export type UserLinkChange = { kind: 'none' } | { kind: 'moved'; userId: string } | { kind: 'unlinked'; userId: string };

export interface MergeChanges {
  version: 1;
  references: Record<string, ReferenceChanges>;
  userLink: UserLinkChange;
}
