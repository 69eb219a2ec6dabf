import { and, asc, eq } from 'drizzle-orm';
import type { DraftQueue } from '../../../shared/api/drafts';
import { DRAFT_MESSAGES } from '../../../shared/drafts';
import type { SaveDraftQueueInput } from '../../../shared/schemas/drafts';
import type { Database } from '../../db/client';
import { draftQueueEntries, draftTeams, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { forbidden, invalidField, notFound } from '../../http/errors';
import { draftViewerOf } from './draft-access';
import { loadPool } from './draft-pool';
import { loadDraft } from './draft-read';

/** The team must be in the draft and the caller its captain (or an admin): 403 otherwise. */
async function queueAccess(db: Database, actor: Actor | null, draftId: string, teamId: string) {
  const draft = await loadDraft(db, draftId);
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(draftTeams)
    .innerJoin(teams, eq(teams.id, draftTeams.teamId))
    .where(and(eq(draftTeams.draftId, draftId), eq(draftTeams.teamId, teamId)));
  if (!team) throw notFound('That team of the draft');
  const viewer = await draftViewerOf(db, actor, draftId);
  if (!viewer.isAdmin && !viewer.myTeamIds.includes(teamId)) throw forbidden();
  return { draft, team };
}

async function readQueue(db: Database, draft: { id: string; seasonId: string; divisionId: string }, team: { id: string; name: string }): Promise<DraftQueue> {
  const entries = await db
    .select({ playerId: draftQueueEntries.playerId })
    .from(draftQueueEntries)
    .where(and(eq(draftQueueEntries.draftId, draft.id), eq(draftQueueEntries.teamId, team.id)))
    .orderBy(asc(draftQueueEntries.rank));
  const ids = entries.map((e) => e.playerId);
  const pool = new Map(
    (await loadPool(db, { seasonId: draft.seasonId, divisionId: draft.divisionId, draftId: draft.id, playerIds: ids }, { withNotes: false })).map((p) => [
      p.player_id,
      p,
    ]),
  );
  return { team, players: ids.flatMap((id) => pool.get(id) ?? []) };
}

/** GET /api/drafts/{draftId}/teams/{teamId}/queue: the captain's ranked queue, picked players left out. */
export async function getDraftQueue(db: Database, actor: Actor | null, draftId: string, teamId: string): Promise<DraftQueue> {
  const { draft, team } = await queueAccess(db, actor, draftId, teamId);
  return readQueue(db, draft, team);
}

/** PUT /api/drafts/{draftId}/teams/{teamId}/queue: replaces the queue (before or during the draft). */
export async function saveDraftQueue(db: Database, actor: Actor | null, draftId: string, teamId: string, input: SaveDraftQueueInput): Promise<DraftQueue> {
  const { draft, team } = await queueAccess(db, actor, draftId, teamId);
  if (draft.status === 'completed') throw invalidField('player_ids', DRAFT_MESSAGES.completed);
  if (new Set(input.player_ids).size !== input.player_ids.length) throw invalidField('player_ids', DRAFT_MESSAGES.queue);
  const inPool = await loadPool(db, { seasonId: draft.seasonId, divisionId: draft.divisionId, draftId, playerIds: input.player_ids }, { withNotes: false });
  // A player picked meanwhile simply drops out; one never in the pool is refused.
  const known = new Set(inPool.map((p) => p.player_id));
  const ids = input.player_ids.filter((id) => known.has(id));
  if (ids.length < input.player_ids.length && inPool.length === 0 && input.player_ids.length > 0) throw invalidField('player_ids', DRAFT_MESSAGES.notInPool);
  await db.transaction(async (tx) => {
    await tx.delete(draftQueueEntries).where(and(eq(draftQueueEntries.draftId, draftId), eq(draftQueueEntries.teamId, teamId)));
    if (ids.length) await tx.insert(draftQueueEntries).values(ids.map((playerId, rank) => ({ draftId, teamId, playerId, rank })));
  });
  return readQueue(db, draft, team);
}
