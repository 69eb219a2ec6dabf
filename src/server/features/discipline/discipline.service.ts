import { and, eq, inArray } from 'drizzle-orm';
import type { AdminDiscipline, SuspensionItem } from '../../../shared/api/discipline';
import { computeSuspensions, suspensionReasonLabel, type DisciplineInput, type Suspension } from '../../../shared/discipline';
import { DISCIPLINE_MESSAGES, type AdjustSuspensionInput } from '../../../shared/schemas/discipline';
import type { Database, Transaction } from '../../db/client';
import { players, seasons, suspensionAdjustments, teams, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { chosenSeason, listSeasonChoices } from '../../core/seasons/seasons';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { disciplineRulesOf, loadSeasonDiscipline } from './season-discipline';

const STATUS_ORDER: Record<Suspension['status'], number> = { serving: 0, served: 1, lifted: 2 };

/** The suspensions as the admin page shows them: names, the card's game, the adjustment. */
async function describeSuspensions(db: Database | Transaction, seasonId: string, input: DisciplineInput, suspensions: Suspension[]): Promise<SuspensionItem[]> {
  if (suspensions.length === 0) return [];
  const playerIds = [...new Set(suspensions.map((s) => s.playerId))];
  // Sequential: inside the adjustment's transaction they share one connection.
  const playerRows = await db.select({ id: players.id, first: players.firstName, last: players.lastName }).from(players).where(inArray(players.id, playerIds));
  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.seasonId, seasonId));
  const adjustmentRows = await db
    .select({
      playerId: suspensionAdjustments.playerId,
      key: suspensionAdjustments.suspensionKey,
      games: suspensionAdjustments.games,
      reason: suspensionAdjustments.reason,
      adjustedBy: users.name,
      adjustedAt: suspensionAdjustments.adjustedAt,
    })
    .from(suspensionAdjustments)
    .leftJoin(users, eq(users.id, suspensionAdjustments.adjustedByUserId))
    .where(and(eq(suspensionAdjustments.seasonId, seasonId), inArray(suspensionAdjustments.playerId, playerIds)));
  const playerName = new Map(playerRows.map((p) => [p.id, `${p.first} ${p.last}`.trim()]));
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const adjustmentOf = new Map(adjustmentRows.map((a) => [`${a.playerId}/${a.key}`, a]));
  const gameOf = new Map(input.games.map((g) => [g.id, g]));
  return suspensions.map((s) => {
    const game = gameOf.get(s.originGameId);
    const opponentId = game ? (game.homeTeamId === s.teamId ? game.awayTeamId : game.homeTeamId) : '';
    const adjustment = adjustmentOf.get(`${s.playerId}/${s.key}`);
    return {
      key: s.key,
      player: { id: s.playerId, name: playerName.get(s.playerId) ?? 'Unknown player' },
      team: { id: s.teamId, name: teamName.get(s.teamId) ?? 'Unknown team' },
      reason: s.reason.kind,
      yellow_cards: s.reason.kind === 'yellow_cards' ? s.reason.count : null,
      reason_label: suspensionReasonLabel(s.reason),
      origin_game: { id: s.originGameId, starts_at: game?.startsAt.toISOString() ?? '', opponent_name: teamName.get(opponentId) ?? 'Unknown team' },
      rule_games: s.ruleGames,
      games: s.games,
      served: s.servedGameIds.length,
      remaining: s.remaining,
      status: s.status,
      adjustment: adjustment
        ? { games: adjustment.games, reason: adjustment.reason, adjusted_by: adjustment.adjustedBy, adjusted_at: adjustment.adjustedAt.toISOString() }
        : null,
    };
  });
}

/** Serving first, then the newest card first. */
function byStatusThenNewest(a: SuspensionItem, b: SuspensionItem): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    b.origin_game.starts_at.localeCompare(a.origin_game.starts_at) ||
    a.player.name.localeCompare(b.player.name)
  );
}

/** GET /api/admin/discipline: the season's suspensions (the current season's unless asked) and the rules in force. */
export async function getAdminDiscipline({ db, actor, seasonId }: { db: Database; actor: Actor | null; seasonId?: string }): Promise<AdminDiscipline> {
  requireActor(actor);
  const allSeasons = await listSeasonChoices(db);
  const season = chosenSeason(allSeasons, seasonId);
  const input = season ? await loadSeasonDiscipline(db, season.id) : null;
  const items = season && input ? await describeSuspensions(db, season.id, input, computeSuspensions(input)) : [];
  const rules = input?.rules ?? disciplineRulesOf(await readLeagueSettings(db));
  return {
    seasons: allSeasons,
    season,
    rules: {
      red_card_suspension_games: rules.redCardSuspensionGames,
      yellow_cards_per_suspension: rules.yellowCardsPerSuspension,
      yellow_card_suspension_games: rules.yellowCardSuspensionGames,
    },
    suspensions: items.sort(byStatusThenNewest),
  };
}

/**
 * PUT /api/admin/discipline/adjustments: sets one derived suspension's length (0 lifts it) with
 * the reason. The player's row is locked first, so adjustments of one player are made one after
 * the other and each audit row's "before" is what the admin replaced; the unique index keeps one
 * row per suspension, so sending the same adjustment twice (or two admins at once) leaves one.
 */
export async function adjustSuspension({ db, actor, input }: { db: Database; actor: Actor | null; input: AdjustSuspensionInput }): Promise<SuspensionItem> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, input.season_id));
    if (!season) throw notFound('That season');
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, input.player_id)).for('update');
    if (!player) throw notFound('That player');
    const discipline = await loadSeasonDiscipline(tx, season.id);
    const derived = computeSuspensions(discipline).find((s) => s.playerId === player.id && s.key === input.suspension_key);
    if (!derived) throw notFound(DISCIPLINE_MESSAGES.notFound);
    const [before] = await describeSuspensions(tx, season.id, discipline, [derived]);
    const [stored] = await tx
      .insert(suspensionAdjustments)
      .values({
        seasonId: season.id,
        playerId: player.id,
        suspensionKey: input.suspension_key,
        games: input.games,
        reason: input.reason,
        adjustedByUserId: admin.userId,
      })
      .onConflictDoUpdate({
        target: [suspensionAdjustments.seasonId, suspensionAdjustments.playerId, suspensionAdjustments.suspensionKey],
        set: { games: input.games, reason: input.reason, adjustedByUserId: admin.userId, adjustedAt: new Date() },
      })
      .returning({ id: suspensionAdjustments.id });
    const adjusted = await loadSeasonDiscipline(tx, season.id);
    const now = computeSuspensions(adjusted).find((s) => s.playerId === player.id && s.key === input.suspension_key);
    if (!now || !stored) throw new Error('the adjusted suspension disappeared inside its transaction');
    const [after] = await describeSuspensions(tx, season.id, adjusted, [now]);
    if (!after) throw new Error('the adjusted suspension could not be described');
    await recordAudit(tx, {
      actor: admin,
      action: 'discipline.suspension_adjusted',
      entityType: 'suspension_adjustments',
      entityId: stored.id,
      before: before && auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** What the audit keeps of a suspension: enough to read the change without the page. */
function auditView(s: SuspensionItem) {
  return {
    player: s.player.name,
    team: s.team.name,
    suspension: s.key,
    reason: s.reason_label,
    games: s.games,
    remaining: s.remaining,
    status: s.status,
    adjustment_reason: s.adjustment?.reason ?? null,
  };
}
