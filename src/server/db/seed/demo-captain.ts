import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { players, seasons, teamNotes, teamRosters } from '../schema/index';

const DAY = 86_400_000;

/** What a captain jots down over a season: who brings what, who is away, what to work on. */
const NOTES: { daysAgo: number; body: string }[] = [
  { daysAgo: 12, body: 'Kits: the away set is in my car. Remind everyone to bring both shirts on double-header weekends.' },
  { daysAgo: 6, body: 'Two players away for the long weekend. Check the RSVPs on Thursday and ask the league for a sub if we are under nine.' },
  { daysAgo: 2, body: 'Warm-up idea for Saturday: rondos 5v2, then quick switches of play. Keep the back line higher than last week.' },
];

/**
 * The demo captain's notes on /captain/notes (issue 23): a few written over the last weeks, on
 * the team they captain in the active season.
 */
export async function seedDemoCaptainNotes(tx: Transaction, { captainUserId, now }: { captainUserId: string; now: Date }): Promise<void> {
  const [team] = await tx
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(seasons, eq(seasons.id, teamRosters.seasonId))
    .where(and(eq(players.userId, captainUserId), eq(teamRosters.rosterRole, 'captain'), eq(seasons.status, 'active')))
    .limit(1);
  if (!team) return;
  await tx.insert(teamNotes).values(
    NOTES.map((note, index) => {
      const at = new Date(now.getTime() - note.daysAgo * DAY);
      return { teamId: team.teamId, authorUserId: captainUserId, body: note.body, clientKey: `demo-note-${index + 1}`, createdAt: at, updatedAt: at };
    }),
  );
}
