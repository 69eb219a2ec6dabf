import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../client';
import { players, seasons, teamChatMessages, teamChatStates, teamRosters, teams, users } from '../schema/index';

// The demo league's team chats (issue 23, decision 078): the demo captain's team and the demo
// player's team talk through the past week, so /player/chat and /captain/chat open on a real
// conversation with a few unread messages.

const HOUR_MS = 60 * 60 * 1000;

/** Who writes: 'lead' is the demo account of the team; 'mate1'… are teammates given an account for it. */
type Speaker = 'lead' | 'mate1' | 'mate2' | 'mate3' | 'mate4';
interface Line {
  hoursAgo: number;
  by: Speaker;
  text: string;
}

const CAPTAIN_TEAM_CHAT: Line[] = [
  { hoursAgo: 150, by: 'lead', text: 'Great win on Saturday everyone. Same time next week, and we are the home side so we bring the nets.' },
  { hoursAgo: 149, by: 'mate1', text: 'I can take the nets, they fit in my trunk.' },
  { hoursAgo: 148.5, by: 'mate2', text: 'Thanks! I still have the pinnies from last game, washed.' },
  { hoursAgo: 126, by: 'mate3', text: 'Anyone up for a kick-around Wednesday evening at the park?' },
  { hoursAgo: 125, by: 'mate4', text: 'Count me in, 6:30?' },
  { hoursAgo: 124.5, by: 'mate3', text: '6:30 works. Bring water, it is supposed to be hot.' },
  { hoursAgo: 100, by: 'lead', text: 'Please answer the RSVP for Saturday by Thursday night, I need to know if we have a sub to find.' },
  { hoursAgo: 99, by: 'mate2', text: 'Done. Going.' },
  { hoursAgo: 97, by: 'mate1', text: 'Going, but I might be 10 minutes late, work until 5.' },
  { hoursAgo: 76, by: 'mate4', text: 'My ankle is still sore from Wednesday. Maybe for the second half only.' },
  { hoursAgo: 75, by: 'lead', text: 'No worries, rest it. We have enough subs this week.' },
  { hoursAgo: 52, by: 'mate3', text: 'Does anyone have a spare pair of size 9 boots? Mine finally split.' },
  { hoursAgo: 51, by: 'mate2', text: 'I have old ones in size 9.5, yours if you want them.' },
  { hoursAgo: 50.5, by: 'mate3', text: 'Perfect, thank you!' },
  { hoursAgo: 28, by: 'lead', text: 'Warm-up at 6:45 on Field 2. Dark shirts, the other team wears white.' },
  { hoursAgo: 6, by: 'mate1', text: 'Parking at the north lot is closed today, use the street.' },
  { hoursAgo: 4, by: 'mate4', text: 'Ankle feels good, I can play the full game.' },
  { hoursAgo: 2, by: 'mate2', text: 'See you all there. Let us keep the clean sheet going!' },
];

/** The demo captain has read up to here: the rest is unread on their badge. */
const CAPTAIN_READ_UP_TO_HOURS_AGO = 28;

const PLAYER_TEAM_CHAT: Line[] = [
  { hoursAgo: 140, by: 'mate1', text: 'Welcome to the new players! Games are Saturdays, check the schedule for the field.' },
  { hoursAgo: 120, by: 'lead', text: 'Thanks! Is there a practice this week?' },
  { hoursAgo: 119, by: 'mate1', text: 'Thursday 7 pm at the school field, informal.' },
  { hoursAgo: 70, by: 'mate2', text: 'I can drive two people from downtown on Saturday.' },
  { hoursAgo: 69, by: 'lead', text: 'I would love a ride, thank you!' },
  { hoursAgo: 20, by: 'mate1', text: 'Reminder: shin guards are required, the referee checks at kick-off.' },
];

const hex = () => randomUUID().replaceAll('-', '');

/**
 * Gives the team's first roster players after the demo account (by jersey) accounts of their
 * own (no password: nobody signs in as them) so they can be a chat's authors, then writes the
 * lines. Returns the ids of the speakers.
 */
async function seedTeamChat(tx: Transaction, teamId: string, leadUserId: string, lines: Line[], now: Date): Promise<Map<Speaker, string>> {
  const mates = await tx
    .select({ playerId: players.id, firstName: players.firstName, lastName: players.lastName, email: players.email })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(and(eq(teamRosters.teamId, teamId), isNull(players.userId)))
    .orderBy(asc(teamRosters.jerseyNumber), asc(players.lastName));
  const needed = new Set(lines.map((l) => l.by).filter((by) => by !== 'lead'));
  const speakers = new Map<Speaker, string>([['lead', leadUserId]]);
  const chosen = mates.filter((m) => m.email).slice(0, needed.size);
  for (const [index, mate] of chosen.entries()) {
    const id = hex();
    await tx.insert(users).values({ id, name: `${mate.firstName} ${mate.lastName}`, email: mate.email ?? `${id}@players.demo.league` });
    await tx.update(players).set({ userId: id }).where(eq(players.id, mate.playerId));
    speakers.set(`mate${index + 1}` as Speaker, id);
  }
  await tx.insert(teamChatMessages).values(
    lines.flatMap((line) => {
      const author = speakers.get(line.by);
      if (!author) return [];
      return [{ teamId, authorUserId: author, clientKey: randomUUID(), body: line.text, createdAt: new Date(now.getTime() - line.hoursAgo * HOUR_MS) }];
    }),
  );
  return speakers;
}

/** The active-season team the account is on. */
async function activeTeamOf(tx: Transaction, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(and(eq(players.userId, userId), eq(seasons.status, 'active')));
  return row?.teamId;
}

export async function seedDemoChats(tx: Transaction, { captainUserId, playerUserId, now }: { captainUserId: string; playerUserId: string; now: Date }) {
  const captainTeam = await activeTeamOf(tx, captainUserId);
  if (!captainTeam) throw new Error('the demo captain has no team to chat in');
  const captainSpeakers = await seedTeamChat(tx, captainTeam, captainUserId, CAPTAIN_TEAM_CHAT, now);
  const readUpTo = new Date(now.getTime() - CAPTAIN_READ_UP_TO_HOURS_AGO * HOUR_MS);
  const [lastRead] = await tx
    .select({ seq: teamChatMessages.seq })
    .from(teamChatMessages)
    .where(and(eq(teamChatMessages.teamId, captainTeam), eq(teamChatMessages.createdAt, readUpTo)));
  // The teammates have read everything; the demo captain is a day behind.
  const everything = await tx
    .select({ seq: teamChatMessages.seq })
    .from(teamChatMessages)
    .where(eq(teamChatMessages.teamId, captainTeam))
    .orderBy(asc(teamChatMessages.seq));
  const latest = everything.at(-1)?.seq ?? 0;
  await tx
    .insert(teamChatStates)
    .values([
      { teamId: captainTeam, userId: captainUserId, lastReadSeq: lastRead?.seq ?? 0 },
      ...[...captainSpeakers.entries()].filter(([speaker]) => speaker !== 'lead').map(([, userId]) => ({ teamId: captainTeam, userId, lastReadSeq: latest })),
    ]);
  const playerTeam = await activeTeamOf(tx, playerUserId);
  if (playerTeam && playerTeam !== captainTeam) await seedTeamChat(tx, playerTeam, playerUserId, PLAYER_TEAM_CHAT, now);
}
