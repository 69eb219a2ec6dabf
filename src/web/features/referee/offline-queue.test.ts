import { describe, expect, it } from 'vitest';
import { createWriteQueue, newClientKey, QUEUE_STORAGE_KEY, type QueuedWrite, type QueueStorage, type SendOutcome } from './offline-queue';

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const goal = (key: string): QueuedWrite => ({
  kind: 'record',
  key,
  gameId: 'g1',
  userId: 'u1',
  body: { type: 'goal', team_id: 't1', player_id: 'p1', client_key: key },
  queuedAt: '2026-11-25T18:00:00.000Z',
});

describe('the referee write queue', () => {
  it('keeps its writes in the storage, so a reload finds them', () => {
    const storage = memoryStorage();
    createWriteQueue(() => storage).add(goal('key-one-1'));
    expect(JSON.parse(storage.data.get(QUEUE_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    const reloaded = createWriteQueue(() => storage);
    expect(reloaded.items().map((w) => w.key)).toEqual(['key-one-1']);
  });

  it('ignores what in the storage is not a write', () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([{ kind: 'record' }, 'x', goal('ok-key-12')]));
    expect(
      createWriteQueue(() => storage)
        .items()
        .map((w) => w.key),
    ).toEqual(['ok-key-12']);
    storage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(createWriteQueue(() => storage).items()).toEqual([]);
  });

  it('sends in order, removes what was sent or refused, and stops at the first that must wait', async () => {
    const queue = createWriteQueue(() => memoryStorage());
    for (const key of ['a-key-0001', 'b-key-0002', 'c-key-0003', 'd-key-0004']) queue.add(goal(key));
    const outcomes: Record<string, SendOutcome> = {
      'a-key-0001': { outcome: 'done' },
      'b-key-0002': { outcome: 'refused', message: 'The game has already ended.' },
      'c-key-0003': { outcome: 'later' },
    };
    const sent: string[] = [];
    const results: string[] = [];
    await queue.flush(
      'u1',
      async (write) => {
        sent.push(write.key);
        return outcomes[write.key] ?? { outcome: 'done' };
      },
      (write, result) => results.push(`${write.key}:${result.outcome}`),
    );
    expect(sent).toEqual(['a-key-0001', 'b-key-0002', 'c-key-0003']);
    expect(results).toEqual(['a-key-0001:done', 'b-key-0002:refused']);
    expect(queue.items().map((w) => w.key)).toEqual(['c-key-0003', 'd-key-0004']);
  });

  it('sends each write once even when flushes are asked for while one runs', async () => {
    const queue = createWriteQueue(() => memoryStorage());
    queue.add(goal('first-key-1'));
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = async (write: QueuedWrite): Promise<SendOutcome> => {
      sent.push(write.key);
      await gate;
      return { outcome: 'done' };
    };
    const one = queue.flush('u1', send, () => undefined);
    queue.add(goal('second-key'));
    const two = queue.flush('u1', send, () => undefined);
    expect(queue.cancel('first-key-1')).toBe(false);
    release();
    await Promise.all([one, two]);
    expect(sent).toEqual(['first-key-1', 'second-key']);
    expect(queue.items()).toEqual([]);
  });

  it("sends only the signed-in author's writes (a shared phone)", async () => {
    const queue = createWriteQueue(() => memoryStorage());
    queue.add(goal('mine-key-1'));
    queue.add({ ...goal('theirs-key'), userId: 'u2' });
    const sent: string[] = [];
    await queue.flush(
      'u2',
      async (write) => {
        sent.push(write.key);
        return { outcome: 'done' };
      },
      () => undefined,
    );
    expect(sent).toEqual(['theirs-key']);
    expect(queue.items().map((w) => w.key)).toEqual(['mine-key-1']);
  });

  it('cancels a write not sent yet', () => {
    const queue = createWriteQueue(() => memoryStorage());
    queue.add(goal('cancel-me-1'));
    expect(queue.cancel('cancel-me-1')).toBe(true);
    expect(queue.items()).toEqual([]);
  });

  it('makes new keys that the server accepts', () => {
    const key = newClientKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientKey()).not.toBe(key);
  });
});
