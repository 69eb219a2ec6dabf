import { eq } from 'drizzle-orm';
import type { GameReport } from '../../../shared/api/referee';
import type { GameReportInput } from '../../../shared/schemas/game-events';
import type { Database, Transaction } from '../../db/client';
import { gameReports, users } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import { authorizeGame } from './game-access';
import { GAME_EVENT_CONFLICTS } from './game-event-rules';

/** The post-game report is the referee's (and an admin's); statisticians do not write it (403). */
async function authorizeReport(db: Database | Transaction, actor: Actor | null, gameId: string, lock: boolean) {
  const access = await authorizeGame(db, actor, gameId, { lock });
  if (access.mode !== 'referee') throw forbidden();
  return access;
}

async function loadReport(db: Database | Transaction, gameId: string): Promise<GameReport> {
  const [row] = await db
    .select({ notes: gameReports.notes, incidents: gameReports.incidents, submittedBy: users.name, updatedAt: gameReports.updatedAt })
    .from(gameReports)
    .leftJoin(users, eq(users.id, gameReports.submittedByUserId))
    .where(eq(gameReports.gameId, gameId));
  if (!row) return { game_id: gameId, notes: '', incidents: '', submitted_by: null, updated_at: null };
  return { game_id: gameId, notes: row.notes, incidents: row.incidents, submitted_by: row.submittedBy, updated_at: row.updatedAt.toISOString() };
}

/** GET /api/games/:gameId/report: empty (updated_at null) until the referee saves it. */
export async function getGameReport({ db, actor, gameId }: { db: Database; actor: Actor | null; gameId: string }): Promise<GameReport> {
  const { game } = await authorizeReport(db, actor, gameId, false);
  return loadReport(db, game.id);
}

/** PUT /api/games/:gameId/report: saved (and saved again) once the game has kicked off. */
export async function saveGameReport({
  db,
  actor,
  gameId,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  gameId: string;
  input: GameReportInput;
  now?: Date;
}): Promise<GameReport> {
  return db.transaction(async (tx) => {
    const { actor: caller, game } = await authorizeReport(tx, actor, gameId, true);
    // A postponed, cancelled or forfeit game may still need a report (why it was not played).
    if (game.status === 'scheduled') throw conflict(GAME_EVENT_CONFLICTS.reportBeforeKickOff);
    const values = { notes: input.notes, incidents: input.incidents, submittedByUserId: caller.userId, updatedAt: now };
    await tx
      .insert(gameReports)
      .values({ gameId: game.id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: gameReports.gameId, set: values });
    return loadReport(tx, game.id);
  });
}
