import { and, asc, count, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { DraftBoard, DraftPick, DraftState, DraftSummary } from '../../../shared/api/drafts';
import { DRAFT_PICK_GRACE_MS, draftChannel, roundOfPick, teamIndexOfPick } from '../../../shared/drafts';
import type { Database, Transaction } from '../../db/client';
import { divisions, draftPicks, drafts, draftTeams, players, realtimeMessages, seasons, teams } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { loadPool } from './draft-pool';

type Db = Database | Transaction;
export type DraftRow = typeof drafts.$inferSelect;

export const DRAFT_NOT_FOUND = 'That draft';

/** The draft's row; `update` takes the row lock every change of the draft holds (decision 081). */
export async function loadDraft(db: Db, draftId: string, lock?: 'update'): Promise<DraftRow> {
  const query = db.select().from(drafts).where(eq(drafts.id, draftId));
  const [draft] = lock ? await query.for('update') : await query;
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return draft;
}

export interface DraftTeam {
  id: string;
  name: string;
  position: number;
}

export async function draftTeamsOf(db: Db, draftId: string): Promise<DraftTeam[]> {
  return db
    .select({ id: teams.id, name: teams.name, position: draftTeams.position })
    .from(draftTeams)
    .innerJoin(teams, eq(teams.id, draftTeams.teamId))
    .where(eq(draftTeams.draftId, draftId))
    .orderBy(asc(draftTeams.position));
}

/** The team of every pick number: order[n - 1] picks n-th. */
export function pickOrder(draft: Pick<DraftRow, 'format' | 'rounds'>, teamIds: readonly string[]): string[] {
  const total = draft.rounds * teamIds.length;
  return Array.from({ length: total }, (_, i) => teamIds[teamIndexOfPick(draft.format, teamIds.length, i + 1)] as string);
}

export const totalPicks = (draft: Pick<DraftRow, 'rounds'>, teamCount: number) => draft.rounds * teamCount;

export function stateOf(draft: DraftRow): DraftState {
  return {
    id: draft.id,
    status: draft.status,
    current_pick: draft.currentPick,
    pick_deadline: draft.pickDeadline?.toISOString() ?? null,
    paused_remaining_ms: draft.pausedRemainingMs,
  };
}

export async function picksOf(db: Db, draftId: string, teamCount: number): Promise<DraftPick[]> {
  const rows = await db
    .select({
      pickNumber: draftPicks.pickNumber,
      teamId: draftPicks.teamId,
      playerId: draftPicks.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      source: draftPicks.source,
      pickedAt: draftPicks.pickedAt,
    })
    .from(draftPicks)
    .innerJoin(players, eq(players.id, draftPicks.playerId))
    .where(eq(draftPicks.draftId, draftId))
    .orderBy(asc(draftPicks.pickNumber));
  return rows.map((row) => pickAnswer(row, teamCount));
}

export function pickAnswer(
  row: { pickNumber: number; teamId: string; playerId: string; firstName: string; lastName: string; source: DraftPick['source']; pickedAt: Date },
  teamCount: number,
): DraftPick {
  return {
    pick_number: row.pickNumber,
    round: roundOfPick(teamCount, row.pickNumber),
    team_id: row.teamId,
    player: { id: row.playerId, name: `${row.firstName} ${row.lastName}` },
    source: row.source,
    picked_at: row.pickedAt.toISOString(),
  };
}

/** Draft summaries for the lists, newest first. */
export async function draftSummaries(db: Db, where: SQL | undefined): Promise<DraftSummary[]> {
  const rows = await db
    .select({ draft: drafts, seasonName: seasons.name, divisionName: divisions.name })
    .from(drafts)
    .innerJoin(seasons, eq(seasons.id, drafts.seasonId))
    .innerJoin(divisions, eq(divisions.id, drafts.divisionId))
    .where(where)
    .orderBy(desc(drafts.createdAt))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.draft.id);
  const teamCounts = await db
    .select({ id: draftTeams.draftId, n: count() })
    .from(draftTeams)
    .where(inArray(draftTeams.draftId, ids))
    .groupBy(draftTeams.draftId);
  const pickCounts = await db
    .select({ id: draftPicks.draftId, n: count() })
    .from(draftPicks)
    .where(inArray(draftPicks.draftId, ids))
    .groupBy(draftPicks.draftId);
  const teamsOf = new Map(teamCounts.map((r) => [r.id, r.n]));
  const picksMade = new Map(pickCounts.map((r) => [r.id, r.n]));
  return rows.map(({ draft, seasonName, divisionName }) =>
    summaryOf(draft, { seasonName, divisionName }, teamsOf.get(draft.id) ?? 0, picksMade.get(draft.id) ?? 0),
  );
}

function summaryOf(draft: DraftRow, names: { seasonName: string; divisionName: string }, teamCount: number, picksMade: number): DraftSummary {
  return {
    ...stateOf(draft),
    name: draft.name,
    season: { id: draft.seasonId, name: names.seasonName },
    division: { id: draft.divisionId, name: names.divisionName },
    format: draft.format,
    rounds: draft.rounds,
    pick_clock_seconds: draft.pickClockSeconds,
    team_count: teamCount,
    picks_made: picksMade,
    total_picks: totalPicks(draft, teamCount),
    created_at: draft.createdAt.toISOString(),
  };
}

export async function lastDraftEventId(db: Db, draftId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(realtimeMessages.id) })
    .from(realtimeMessages)
    .where(eq(realtimeMessages.channel, draftChannel(draftId)));
  return Number(row?.id ?? 0);
}

/** The whole board as a viewer sees it now (GET /api/drafts/{draftId}/board, and every 409 of a pick). */
export async function buildBoard(db: Db, draftId: string, viewer: { isAdmin: boolean; myTeamIds: string[] }, now = new Date()): Promise<DraftBoard> {
  // The event id first: a message published after it reaches the stream opened with after= it.
  const lastEventId = await lastDraftEventId(db, draftId);
  const draft = await loadDraft(db, draftId);
  const teamRows = await draftTeamsOf(db, draftId);
  const [summary] = await draftSummaries(db, and(eq(drafts.id, draftId)));
  if (!summary) throw notFound(DRAFT_NOT_FOUND);
  const picks = await picksOf(db, draftId, teamRows.length);
  const pool = await loadPool(db, { seasonId: draft.seasonId, divisionId: draft.divisionId, draftId }, { withNotes: viewer.isAdmin });
  return {
    draft: summary,
    server_now: now.toISOString(),
    grace_ms: DRAFT_PICK_GRACE_MS,
    teams: teamRows,
    order: pickOrder(
      draft,
      teamRows.map((t) => t.id),
    ),
    picks,
    pool,
    my_team_ids: viewer.myTeamIds,
    is_admin: viewer.isAdmin,
    last_event_id: lastEventId,
  };
}
