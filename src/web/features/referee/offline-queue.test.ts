import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { createRefereeQueue, REFEREE_QUEUE_KEY, type RefereeWrite } from './offline-queue';

const goal = (key: string): RefereeWrite => ({
  kind: 'record',
  key,
  gameId: 'g1',
  userId: 'u1',
  body: { type: 'goal', team_id: 't1', player_id: 'p1', client_key: key },
  queuedAt: '2026-11-25T18:00:00.000Z',
});

describe("the referee's offline queue", () => {
  it('finds the writes a phone queued before an update, under the same storage key', () => {
    const storage = memoryStorage();
    // As the referee page stored them before the queue became generic.
    storage.setItem('referee-offline-queue', JSON.stringify([goal('before-update-1')]));
    expect(REFEREE_QUEUE_KEY).toBe('referee-offline-queue');
    expect(
      createRefereeQueue(() => storage)
        .items()
        .map((w) => w.key),
    ).toEqual(['before-update-1']);
  });

  it('keeps a goal across a reload and ignores what is not a referee write', () => {
    const storage = memoryStorage();
    createRefereeQueue(() => storage).add(goal('goal-key-01'));
    const stored: unknown[] = JSON.parse(storage.data.get(REFEREE_QUEUE_KEY) ?? '[]');
    storage.setItem(REFEREE_QUEUE_KEY, JSON.stringify([...stored, { ...goal('no-game-01'), gameId: undefined }, { ...goal('bad-kind-01'), kind: 'rsvp' }]));
    expect(
      createRefereeQueue(() => storage)
        .items()
        .map((w) => w.key),
    ).toEqual(['goal-key-01']);
  });
});
