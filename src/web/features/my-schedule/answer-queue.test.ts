import { describe, expect, it } from 'vitest';
import { heldSender } from '../../test/held-sender';
import { memoryStorage } from '../../test/memory-storage';
import { ANSWER_QUEUE_KEY, type AnswerWrite, createAnswerQueue, queueAnswer, queuedAnswer } from './answer-queue';

describe("the player's answers kept on the phone", () => {
  it('keeps the last answer per game, across a reload, under its own key', () => {
    const storage = memoryStorage();
    const queue = createAnswerQueue(() => storage);
    queueAnswer(queue, { userId: 'u1', gameId: 'g1', status: 'going' });
    queueAnswer(queue, { userId: 'u1', gameId: 'g2', status: 'maybe' });
    queueAnswer(queue, { userId: 'u1', gameId: 'g1', status: 'not_going' });
    const reloaded = createAnswerQueue(() => storage).items();
    expect(reloaded.map((w) => [w.gameId, w.status])).toEqual([
      ['g1', 'not_going'],
      ['g2', 'maybe'],
    ]);
    expect(queuedAnswer(reloaded, 'u1', 'g1')?.status).toBe('not_going');
    expect(JSON.parse(storage.data.get(ANSWER_QUEUE_KEY) ?? '[]')).toHaveLength(2);
  });

  it("shows and changes only the signed-in player's answer (a shared phone)", () => {
    const queue = createAnswerQueue(() => memoryStorage());
    queueAnswer(queue, { userId: 'u1', gameId: 'g1', status: 'going' });
    queueAnswer(queue, { userId: 'u2', gameId: 'g1', status: 'maybe' });
    expect(queue.items()).toHaveLength(2);
    expect(queuedAnswer(queue.items(), 'u1', 'g1')?.status).toBe('going');
    expect(queuedAnswer(queue.items(), 'u3', 'g1')).toBeUndefined();
  });

  it('follows an answer on its way with the new one, so the server ends with the last', async () => {
    const queue = createAnswerQueue(() => memoryStorage());
    queueAnswer(queue, { userId: 'u1', gameId: 'g1', status: 'going' });
    const { sent, send, release } = heldSender<AnswerWrite>();
    const flushing = queue.flush('u1', send, () => undefined);
    queueAnswer(queue, { userId: 'u1', gameId: 'g1', status: 'maybe' });
    queueAnswer(queue, { userId: 'u1', gameId: 'g1', status: 'not_going' });
    expect(queuedAnswer(queue.items(), 'u1', 'g1')?.status).toBe('not_going');
    const again = queue.flush('u1', send, () => undefined);
    release();
    await Promise.all([flushing, again]);
    expect(sent.map((w) => w.status)).toEqual(['going', 'not_going']);
    expect(queue.items()).toEqual([]);
  });

  it('ignores what in the storage is not an answer', () => {
    const storage = memoryStorage();
    const answer = { key: 'k1', userId: 'u1', gameId: 'g1', status: 'going', queuedAt: '' };
    storage.setItem(ANSWER_QUEUE_KEY, JSON.stringify([answer, { ...answer, key: 'k2', status: 'yes' }, { ...answer, key: 'k3', gameId: 7 }]));
    expect(
      createAnswerQueue(() => storage)
        .items()
        .map((w) => w.key),
    ).toEqual(['k1']);
  });
});
