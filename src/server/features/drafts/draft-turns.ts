import { eq } from 'drizzle-orm';
import type { DraftPick } from '../../../shared/api/drafts';
import { draftChannel, roundOfPick } from '../../../shared/drafts';
import type { Transaction } from '../../db/client';
import { draftPicks, drafts } from '../../db/schema/index';
import { publishRealtime } from '../../realtime/index';
import { notify } from '../notifications/index';
import { captainUserIdsOf } from './draft-access';
import { type DraftRow, draftTeamsOf, pickOrder, stateOf } from './draft-read';

/** What the draft's turn-taking needs: its teams in pick order and the team of every pick. */
export async function turnsOf(tx: Transaction, draft: DraftRow) {
  const teams = await draftTeamsOf(tx, draft.id);
  return {
    teams,
    order: pickOrder(
      draft,
      teams.map((t) => t.id),
    ),
  };
}

/** The first pick number nobody has made yet, or null when every pick is in. */
export async function firstOpenPick(tx: Transaction, draftId: string, total: number): Promise<number | null> {
  const made = new Set((await tx.select({ n: draftPicks.pickNumber }).from(draftPicks).where(eq(draftPicks.draftId, draftId))).map((r) => r.n));
  for (let n = 1; n <= total; n += 1) if (!made.has(n)) return n;
  return null;
}

const deadlineFrom = (draft: DraftRow, now: Date, ms?: number) =>
  draft.pickClockSeconds === null ? null : new Date(now.getTime() + (ms ?? draft.pickClockSeconds * 1000));

/**
 * Puts the next open pick on the clock (decision 081): its deadline from the server's time now,
 * and its captains (and the next team's) told. Returns the updated row.
 */
export async function moveClock(
  tx: Transaction,
  draft: DraftRow,
  order: readonly string[],
  teamNames: ReadonlyMap<string, string>,
  now: Date,
  changes: Partial<DraftRow> = {},
): Promise<DraftRow> {
  const current = await firstOpenPick(tx, draft.id, order.length);
  const status = changes.status ?? draft.status;
  const running = status === 'running';
  const [updated] = await tx
    .update(drafts)
    .set({
      ...changes,
      currentPick: current,
      pickDeadline: running && current !== null ? deadlineFrom(draft, now) : null,
      pausedRemainingMs: status === 'paused' && current !== null && draft.pickClockSeconds !== null ? draft.pickClockSeconds * 1000 : null,
      updatedAt: now,
    })
    .where(eq(drafts.id, draft.id))
    .returning();
  if (!updated) throw new Error('draft was not updated');
  if (running && current !== null) await tellCaptains(tx, updated, order, teamNames, current);
  return updated;
}

async function tellCaptains(tx: Transaction, draft: DraftRow, order: readonly string[], teamNames: ReadonlyMap<string, string>, current: number) {
  const url = `/admin/draft-board?draft=${draft.id}`;
  const onClock = order[current - 1];
  if (onClock) {
    await notify(tx, {
      kind: 'draft_on_the_clock',
      recipientUserIds: await captainUserIdsOf(tx, onClock),
      eventKey: `draft:${draft.id}:pick:${current}:clock`,
      title: `${teamNames.get(onClock) ?? 'Your team'} is on the clock`,
      body: `Pick ${current} (round ${roundOfPick(teamNames.size, current)}) of ${draft.name} is yours to make now.`,
      url,
      urgentUntil: draft.pickDeadline ?? undefined,
    });
  }
  const next = order[current];
  if (next && next !== onClock) {
    await notify(tx, {
      kind: 'draft_on_the_clock',
      recipientUserIds: await captainUserIdsOf(tx, next),
      eventKey: `draft:${draft.id}:pick:${current + 1}:next`,
      title: `${teamNames.get(next) ?? 'Your team'} picks next`,
      body: `Your team makes pick ${current + 1} of ${draft.name}, right after the one on the clock now. Set your queue.`,
      url,
    });
  }
}

export const namesOf = (teams: readonly { id: string; name: string }[]) => new Map(teams.map((t) => [t.id, t.name]));

/** Last write of a draft's transaction (decision 036): every watcher hears it at commit. */
export async function publishDraft(tx: Transaction, draft: DraftRow, pick?: DraftPick): Promise<void> {
  await publishRealtime(tx, draftChannel(draft.id), pick ? { type: 'pick', state: stateOf(draft), pick } : { type: 'changed', state: stateOf(draft) });
}

export { deadlineFrom };
