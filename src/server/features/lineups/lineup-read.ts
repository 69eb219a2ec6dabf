import { asc, eq, inArray } from 'drizzle-orm';
import { findFormation, formationsFor, slotLabel, type Formation } from '../../../shared/formations';
import type { FormationAnswer } from '../../../shared/api/lineups';
import type { NamedOption } from '../../../shared/api/page';
import type { Database, Transaction } from '../../db/client';
import { gameLineupPlayers, gameLineups, players } from '../../db/schema/index';

export const BENCH_LABEL = 'Bench';

export function formationAnswer(formation: Formation): FormationAnswer {
  return { key: formation.key, players_per_side: formation.playersPerSide, slots: formation.slots.map((s) => ({ ...s })) };
}

export const formationAnswers = (playersPerSide: number): FormationAnswer[] => formationsFor(playersPerSide).map(formationAnswer);

export interface SavedLineup {
  formation: string;
  playersPerSide: number;
  updatedAt: Date;
  /** In the formation's slot order. */
  slots: { slot: string; label: string; player: NamedOption }[];
  bench: NamedOption[];
  placementOf: Map<string, string>;
}

/** The saved lineups of some games (one per game and team), keyed `${gameId}/${teamId}`. */
export async function readLineups(db: Database | Transaction, gameIds: readonly string[]): Promise<Map<string, SavedLineup>> {
  const result = new Map<string, SavedLineup>();
  if (gameIds.length === 0) return result;
  const heads = await db
    .select()
    .from(gameLineups)
    .where(inArray(gameLineups.gameId, [...gameIds]));
  if (heads.length === 0) return result;
  const placed = await db
    .select({
      gameId: gameLineupPlayers.gameId,
      teamId: gameLineupPlayers.teamId,
      slot: gameLineupPlayers.slot,
      id: players.id,
      first: players.firstName,
      last: players.lastName,
    })
    .from(gameLineupPlayers)
    .innerJoin(players, eq(players.id, gameLineupPlayers.playerId))
    .where(inArray(gameLineupPlayers.gameId, [...gameIds]))
    .orderBy(asc(players.lastName), asc(players.firstName));
  for (const head of heads) {
    const formation = findFormation(head.playersPerSide, head.formation);
    const mine = placed.filter((p) => p.gameId === head.gameId && p.teamId === head.teamId);
    const order = new Map((formation?.slots ?? []).map((s, i) => [s.id, i]));
    const slots = mine
      .filter((p) => p.slot !== null)
      .map((p) => ({
        slot: p.slot as string,
        label: (formation && slotLabel(formation, p.slot as string)) ?? (p.slot as string),
        player: { id: p.id, name: `${p.first} ${p.last}`.trim() },
      }))
      .sort((a, b) => (order.get(a.slot) ?? 99) - (order.get(b.slot) ?? 99));
    const bench = mine.filter((p) => p.slot === null).map((p) => ({ id: p.id, name: `${p.first} ${p.last}`.trim() }));
    result.set(`${head.gameId}/${head.teamId}`, {
      formation: head.formation,
      playersPerSide: head.playersPerSide,
      updatedAt: head.updatedAt,
      slots,
      bench,
      placementOf: new Map(mine.map((p) => [p.id, p.slot ?? 'bench'])),
    });
  }
  return result;
}

/** The name of where a player stands in a saved lineup: the slot's label, "Bench", or null. */
export function positionOf(lineup: SavedLineup | undefined, playerId: string): string | null {
  if (!lineup) return null;
  const placement = lineup.placementOf.get(playerId);
  if (!placement) return null;
  if (placement === 'bench') return BENCH_LABEL;
  return lineup.slots.find((s) => s.slot === placement)?.label ?? null;
}

/** The saved lineup of one team in one game, if any. */
export async function readLineup(db: Database | Transaction, gameId: string, teamId: string): Promise<SavedLineup | undefined> {
  return (await readLineups(db, [gameId])).get(`${gameId}/${teamId}`);
}

/** Where the player stands in each of these games, keyed by game id. */
export async function positionsOf(db: Database | Transaction, gameIds: readonly string[], playerId: string): Promise<Map<string, string>> {
  const lineups = await readLineups(db, gameIds);
  const positions = new Map<string, string>();
  for (const [key, lineup] of lineups) {
    const position = positionOf(lineup, playerId);
    if (position) positions.set(key.split('/')[0] as string, position);
  }
  return positions;
}
