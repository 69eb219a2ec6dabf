import type { MergeMove, MergePreview } from '../../../shared/api/player-merge';
import type { Transaction } from '../../db/client';
import { chatMessagesOf, type MergeSide } from './merge-players';
import { PLAYER_REFERENCES, type PlayerReference } from './player-references';
import { conflictingRows, countRows } from './reference-sql';

/** The values a reference's column holds for each side; null when the reference does not apply (no e-mail). */
export function valuesOf(ref: PlayerReference, primary: MergeSide, duplicate: MergeSide): { from: string; to: string } | null {
  if (ref.by === 'player') return { from: duplicate.id, to: primary.id };
  const from = duplicate.summary.email?.trim().toLowerCase();
  const to = primary.summary.email?.trim().toLowerCase();
  return from && to && from !== to ? { from, to } : null;
}

function userLinkOf(primary: MergeSide, duplicate: MergeSide): MergePreview['user_link'] {
  if (!duplicate.userId) {
    return primary.userId
      ? { outcome: 'primary_keeps', explanation: `The primary keeps its account (${primary.summary.account_email}).` }
      : { outcome: 'none', explanation: 'Neither player has an account.' };
  }
  if (!primary.userId) return { outcome: 'moves', explanation: `The duplicate's account (${duplicate.summary.account_email}) moves to the primary.` };
  return {
    outcome: 'duplicate_unlinked',
    explanation: `Both have an account: the primary keeps its own (${primary.summary.account_email}); the duplicate's (${duplicate.summary.account_email}) still signs in but is linked to no player.`,
  };
}

/** Everything a merge of `duplicate` into `primary` would move, and how each conflict is settled. */
export async function planMerge(tx: Transaction, primary: MergeSide, duplicate: MergeSide): Promise<MergePreview> {
  const moves: MergeMove[] = [];
  for (const ref of PLAYER_REFERENCES) {
    const values = valuesOf(ref, primary, duplicate);
    const rows = values ? await countRows(tx, ref, values.from) : 0;
    const conflicts = values && rows > 0 ? (await conflictingRows(tx, ref, values.from, values.to)).length : 0;
    const resolution = conflicts > 0 ? (ref.conflict?.resolution ?? null) : null;
    const stays = resolution === 'drop' || resolution === 'keep' ? conflicts : 0;
    moves.push({
      key: ref.key,
      label: ref.label,
      rows,
      moving: rows - stays,
      conflicts,
      resolution,
      explanation: conflicts > 0 ? (ref.conflict?.explanation ?? null) : null,
    });
  }
  const userLink = userLinkOf(primary, duplicate);
  const messages = await chatMessagesOf(tx, duplicate.userId);
  return {
    primary: primary.summary,
    duplicate: duplicate.summary,
    moves,
    user_link: userLink,
    chat_messages: {
      count: messages,
      explanation:
        userLink.outcome === 'moves'
          ? "The duplicate's chat messages move with its account."
          : userLink.outcome === 'duplicate_unlinked'
            ? "The duplicate's chat messages stay with its account."
            : 'No chat messages to move.',
    },
  };
}
