import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DivisionDrafts, DraftList } from '../../../shared/api/drafts';
import { DRAFT_MESSAGES, pickNumberOf } from '../../../shared/drafts';
import type { CreateDraftInput } from '../../../shared/schemas/drafts';
import type { Database } from '../../db/client';
import { divisions, draftPicks, drafts, draftTeams, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { recordAudit } from '../../core/audit/audit.service';
import { isAdmin, LEADING_ROSTER_ROLES } from '../../core/team-access/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { invalidField, notFound } from '../../http/errors';
import { loadPool } from './draft-pool';
import { draftSummaries } from './draft-read';

async function placeOf(db: Database, seasonId: string, divisionId: string) {
  const [season] = await db.select({ id: seasons.id, name: seasons.name }).from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw notFound('That season');
  const [division] = await db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(eq(divisions.id, divisionId));
  if (!division) throw notFound('That division');
  return { season, division };
}

/** GET /api/seasons/{seasonId}/divisions/{divisionId}/drafts: what the create form and the list of the place need. */
export async function divisionDrafts(db: Database, seasonId: string, divisionId: string): Promise<DivisionDrafts> {
  const { season, division } = await placeOf(db, seasonId, divisionId);
  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.seasonId, seasonId), eq(teams.divisionId, divisionId)))
    .orderBy(asc(teams.name));
  return {
    season,
    division,
    teams: teamRows,
    pool: await loadPool(db, { seasonId, divisionId }, { withNotes: true }),
    drafts: await draftSummaries(db, and(eq(drafts.seasonId, seasonId), eq(drafts.divisionId, divisionId))),
  };
}

/** GET /api/drafts: every draft for admins; for a captain, the drafts of the teams they lead. */
export async function listDrafts(db: Database, actor: Actor | null): Promise<DraftList> {
  const caller = requireActor(actor);
  if (isAdmin(caller)) return { drafts: await draftSummaries(db, undefined) };
  const led = await db
    .select({ draftId: draftTeams.draftId })
    .from(draftTeams)
    .innerJoin(teamRosters, eq(teamRosters.teamId, draftTeams.teamId))
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(players.userId, caller.userId), inArray(teamRosters.rosterRole, [...LEADING_ROSTER_ROLES])));
  const ids = [...new Set(led.map((r) => r.draftId))];
  return { drafts: ids.length ? await draftSummaries(db, inArray(drafts.id, ids)) : [] };
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * POST /api/seasons/{seasonId}/divisions/{divisionId}/drafts (decision 081): the teams in the
 * order given or drawn now; keepers stored as picks at their team's pick of the chosen round.
 */
export async function createDraft(db: Database, actor: Actor | null, seasonId: string, divisionId: string, input: CreateDraftInput): Promise<string> {
  const admin = requireActor(actor);
  const { season, division } = await placeOf(db, seasonId, divisionId);
  if (new Set(input.team_ids).size !== input.team_ids.length) throw invalidField('team_ids', DRAFT_MESSAGES.teams);
  const found = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, input.team_ids), eq(teams.seasonId, seasonId), eq(teams.divisionId, divisionId)));
  if (found.length !== input.team_ids.length) throw invalidField('team_ids', DRAFT_MESSAGES.teamNotInDivision);
  const order = input.random_order ? shuffled(input.team_ids) : input.team_ids;

  const keeperPicks = new Map<number, { teamId: string; playerId: string }>();
  const kept = new Set<string>();
  const pool = new Map((await loadPool(db, { seasonId, divisionId }, { withNotes: false })).map((p) => [p.player_id, p]));
  for (const [i, keeper] of input.keepers.entries()) {
    const teamIndex = order.indexOf(keeper.team_id);
    if (teamIndex < 0) throw invalidField(`keepers.${i}.team_id`, DRAFT_MESSAGES.keeperTeam);
    if (keeper.round < 1 || keeper.round > input.rounds) throw invalidField(`keepers.${i}.round`, DRAFT_MESSAGES.keeperRound);
    const player = pool.get(keeper.player_id);
    if (!player) throw invalidField(`keepers.${i}.player_id`, DRAFT_MESSAGES.notInPool);
    if (!player.eligible) throw invalidField(`keepers.${i}.player_id`, player.ineligible_reason ?? DRAFT_MESSAGES.ineligible);
    const pickNumber = pickNumberOf(input.format, order.length, keeper.round, teamIndex);
    if (kept.has(keeper.player_id) || keeperPicks.has(pickNumber)) throw invalidField(`keepers.${i}.player_id`, DRAFT_MESSAGES.keeperTwice);
    kept.add(keeper.player_id);
    keeperPicks.set(pickNumber, { teamId: keeper.team_id, playerId: keeper.player_id });
  }

  return db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(drafts)
      .values({
        seasonId,
        divisionId,
        name: input.name?.trim() || `${season.name} ${division.name} draft`,
        format: input.format,
        rounds: input.rounds,
        pickClockSeconds: input.pick_clock_seconds,
        createdByUserId: admin.userId,
      })
      .returning({ id: drafts.id });
    if (!draft) throw new Error('draft was not stored');
    await tx.insert(draftTeams).values(order.map((teamId, position) => ({ draftId: draft.id, teamId, position })));
    if (keeperPicks.size) {
      await tx.insert(draftPicks).values(
        [...keeperPicks].map(([pickNumber, k]) => ({
          draftId: draft.id,
          pickNumber,
          teamId: k.teamId,
          playerId: k.playerId,
          source: 'keeper' as const,
          isKeeper: true,
          pickedByUserId: admin.userId,
        })),
      );
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'draft.created',
      entityType: 'draft',
      entityId: draft.id,
      before: null,
      after: {
        season_id: seasonId,
        division_id: divisionId,
        format: input.format,
        rounds: input.rounds,
        order,
        keepers: input.keepers,
        pick_clock_seconds: input.pick_clock_seconds,
      },
    });
    return draft.id;
  });
}
