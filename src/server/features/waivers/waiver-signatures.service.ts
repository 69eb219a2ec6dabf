import { and, asc, count, countDistinct, desc, eq, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UnsignedWaiverPage, WaiverSignaturePage } from '../../../shared/api/waivers';
import { WAIVER_SIGNATURES_PAGE_SIZE_DEFAULT, WAIVER_SIGNATURES_PAGE_SIZE_MAX } from '../../../shared/admin-waivers';
import type { Database } from '../../db/client';
import { divisions, players, registrations, seasons, waiverSignatures, waivers } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { notFound } from '../../http/errors';
import { currentSeasonOf } from '../../core/seasons/current-season';
import { unsignedRegistrations } from './unsigned-waivers';
import { listQuerySchema, optionalIdParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';

const sizes = { pageSizeDefault: WAIVER_SIGNATURES_PAGE_SIZE_DEFAULT, pageSizeMax: WAIVER_SIGNATURES_PAGE_SIZE_MAX };
export const signaturesQuerySchema = listQuerySchema({ q: searchParam() }, sizes);
export type SignaturesQuery = z.infer<typeof signaturesQuerySchema>;
/** The CSV export takes the search alone (all pages). */
export const signaturesExportQuerySchema = signaturesQuerySchema.pick({ q: true });
export const unsignedQuerySchema = listQuerySchema({ season_id: optionalIdParam('Season must be a season id.'), q: searchParam() }, sizes);
export type UnsignedQuery = z.infer<typeof unsignedQuerySchema>;

const playerName = sql<string>`${players.firstName} || ' ' || ${players.lastName}`;

/** The player's name, or the name typed when signing, contains the text. */
function nameMatches(q: string | undefined, ...columns: (SQL | Column)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

async function requireWaiver(db: Database, waiverId: string): Promise<{ id: string; version: number }> {
  const [row] = await db.select({ id: waivers.id, version: waivers.version }).from(waivers).where(eq(waivers.id, waiverId));
  if (!row) throw notFound('That waiver version');
  return row;
}

const signatureColumns = {
  playerId: waiverSignatures.playerId,
  playerName,
  signedName: waiverSignatures.signedName,
  signedAt: waiverSignatures.signedAt,
};
/** Newest first: after a new version, the latest signers are the interesting ones. */
const signatureOrder = [desc(waiverSignatures.signedAt), asc(players.lastName), asc(players.firstName), asc(waiverSignatures.id)];

export async function listWaiverSignatures({
  db,
  actor,
  waiverId,
  query,
}: {
  db: Database;
  actor: Actor | null;
  waiverId: string;
  query: SignaturesQuery;
}): Promise<WaiverSignaturePage> {
  requireActor(actor);
  const waiver = await requireWaiver(db, waiverId);
  const where = and(eq(waiverSignatures.waiverId, waiver.id), nameMatches(query.q, playerName, waiverSignatures.signedName));
  const [rows, [total]] = await Promise.all([
    db
      .select(signatureColumns)
      .from(waiverSignatures)
      .innerJoin(players, eq(players.id, waiverSignatures.playerId))
      .where(where)
      .orderBy(...signatureOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(waiverSignatures).innerJoin(players, eq(players.id, waiverSignatures.playerId)).where(where),
  ]);
  return {
    items: rows.map((r) => ({ player_id: r.playerId, player_name: r.playerName, signed_name: r.signedName, signed_at: r.signedAt.toISOString() })),
    total: total?.count ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Every signature of the version the search matches (all pages), as a spreadsheet-safe CSV file. */
export async function exportWaiverSignaturesCsv({
  db,
  actor,
  waiverId,
  query,
}: {
  db: Database;
  actor: Actor | null;
  waiverId: string;
  query: Pick<SignaturesQuery, 'q'>;
}): Promise<{ csv: string; version: number }> {
  requireActor(actor);
  const waiver = await requireWaiver(db, waiverId);
  const rows = await db
    .select(signatureColumns)
    .from(waiverSignatures)
    .innerJoin(players, eq(players.id, waiverSignatures.playerId))
    .where(and(eq(waiverSignatures.waiverId, waiver.id), nameMatches(query.q, playerName, waiverSignatures.signedName)))
    .orderBy(...signatureOrder);
  const csv = toCsv(
    ['waiver_version', 'player_id', 'player_name', 'signed_name', 'signed_at'],
    rows.map((r) => [waiver.version, r.playerId, r.playerName, r.signedName, r.signedAt.toISOString()]),
  );
  return { csv, version: waiver.version };
}

/**
 * Players with a live registration in the season who have not signed the active version:
 * the rows behind the dashboard's "Unsigned waivers" figure (the same condition), by name.
 */
export async function listUnsignedPlayers({ db, actor, query }: { db: Database; actor: Actor | null; query: UnsignedQuery }): Promise<UnsignedWaiverPage> {
  requireActor(actor);
  const all = await db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasons)
    .orderBy(desc(seasons.startDate), desc(seasons.createdAt), desc(seasons.id));
  const season = query.season_id ? all.find((s) => s.id === query.season_id) : currentSeasonOf(all);
  if (season === undefined) throw notFound('That season');
  const [waiver] = await db.select({ id: waivers.id, version: waivers.version }).from(waivers).where(eq(waivers.isActive, true));
  const empty = { waiver: waiver ?? null, season, seasons: all, items: [], total: 0, page: query.page, page_size: query.page_size };
  if (!season || !waiver) return empty;

  const where = and(unsignedRegistrations(db, season.id, waiver.id), nameMatches(query.q, playerName));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        playerId: players.id,
        playerName,
        divisionNames: sql<string>`string_agg(distinct ${divisions.name}, ', ' order by ${divisions.name})`,
      })
      .from(registrations)
      .innerJoin(players, eq(players.id, registrations.playerId))
      .innerJoin(divisions, eq(divisions.id, registrations.divisionId))
      .where(where)
      .groupBy(players.id, players.firstName, players.lastName)
      .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ count: countDistinct(registrations.playerId) })
      .from(registrations)
      .innerJoin(players, eq(players.id, registrations.playerId))
      .where(where),
  ]);
  return {
    ...empty,
    items: rows.map((r) => ({ player_id: r.playerId, player_name: r.playerName, division_names: r.divisionNames ?? '' })),
    total: total?.count ?? 0,
  };
}
