import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { heldSender } from '../test/held-sender';
import { memoryStorage } from '../test/memory-storage';
import { attemptWrite, createWriteQueue, newClientKey, type QueuedWrite, type QueueStorage, type SendOutcome, sendAsAuthor } from './offline-queue';

/** A kind of write of the tests' own: a note to send. */
type NoteWrite = QueuedWrite & { text: string };
const STORAGE_KEY = 'test-offline-queue';

const note = (key: string, userId = 'u1'): NoteWrite => ({ key, userId, text: `note ${key}`, queuedAt: '2026-11-25T18:00:00.000Z' });
const noteQueue = (storage: QueueStorage = memoryStorage()) =>
  createWriteQueue<NoteWrite>({ storageKey: STORAGE_KEY, isWrite: (write) => typeof write.text === 'string', storage: () => storage });

describe('the offline write queue', () => {
  it('keeps its writes in the storage under its own key, so a reload finds them', () => {
    const storage = memoryStorage();
    noteQueue(storage).add(note('key-one-1'));
    expect(JSON.parse(storage.data.get(STORAGE_KEY) ?? '[]')).toHaveLength(1);
    expect([...storage.data.keys()]).toEqual([STORAGE_KEY]);
    expect(
      noteQueue(storage)
        .items()
        .map((w) => w.key),
    ).toEqual(['key-one-1']);
  });

  it("ignores what in the storage is not the caller's kind of write", () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, JSON.stringify([{ key: 'no-text', userId: 'u1' }, { text: 'no key' }, 'x', note('ok-key-12')]));
    expect(
      noteQueue(storage)
        .items()
        .map((w) => w.key),
    ).toEqual(['ok-key-12']);
    storage.setItem(STORAGE_KEY, '{not json');
    expect(noteQueue(storage).items()).toEqual([]);
  });

  it('sends in order, removes what was sent or refused, and stops at the first that must wait', async () => {
    const queue = noteQueue();
    for (const key of ['a-key-0001', 'b-key-0002', 'c-key-0003', 'd-key-0004']) queue.add(note(key));
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
    const queue = noteQueue();
    queue.add(note('first-key-1'));
    const { sent, send, release } = heldSender<NoteWrite>();
    const one = queue.flush('u1', send, () => undefined);
    expect(queue.sendingKey()).toBe('first-key-1');
    queue.add(note('second-key'));
    const two = queue.flush('u1', send, () => undefined);
    expect(queue.cancel('first-key-1')).toBe(false);
    release();
    await Promise.all([one, two]);
    expect(sent.map((w) => w.key)).toEqual(['first-key-1', 'second-key']);
    expect(queue.items()).toEqual([]);
    expect(queue.sendingKey()).toBeNull();
  });

  it("sends only the signed-in author's writes (a shared phone)", async () => {
    const queue = noteQueue();
    queue.add(note('mine-key-1'));
    queue.add(note('theirs-key', 'u2'));
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

  it('cancels or replaces a write not sent yet, and leaves the one on its way alone', async () => {
    const queue = noteQueue();
    queue.add(note('cancel-me-1'));
    queue.add(note('change-me-1'));
    expect(queue.cancel('cancel-me-1')).toBe(true);
    queue.replace({ ...note('change-me-1'), text: 'changed' });
    expect(queue.items().map((w) => w.text)).toEqual(['changed']);

    const { send, release } = heldSender<NoteWrite>();
    const sending = queue.flush('u1', send, () => undefined);
    queue.replace({ ...note('change-me-1'), text: 'too late' });
    expect(queue.items().map((w) => w.text)).toEqual(['changed']);
    release();
    await sending;
  });

  it('tells the page when a write is added, so it is sent at once', () => {
    const queue = noteQueue();
    let added = 0;
    const stop = queue.onAdded(() => {
      added += 1;
    });
    queue.add(note('added-key-1'));
    queue.replace({ ...note('added-key-1'), text: 'changed' });
    queue.cancel('added-key-1');
    stop();
    queue.add(note('added-key-2'));
    expect(added).toBe(1);
  });

  it('reads the storage again when another tab changed it', () => {
    const storage = memoryStorage();
    const here = noteQueue(storage);
    const otherTab = noteQueue(storage);
    otherTab.add(note('other-tab-1'));
    expect(here.items()).toEqual([]);
    here.reload();
    expect(here.items().map((w) => w.key)).toEqual(['other-tab-1']);
  });

  it('makes new keys that the server accepts', () => {
    const key = newClientKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientKey()).not.toBe(key);
  });
});

describe('sending one write', () => {
  const failing = (error: unknown) => () => Promise.reject(error);

  it('keeps it for later without an answer, on a server failure, an expired session or a rate limit', async () => {
    for (const status of [0, 500, 503, 401, 429]) {
      expect(await attemptWrite(failing(new ApiError({ status, code: 'UNKNOWN', message: 'no' })))).toEqual({ outcome: 'later' });
    }
    expect(await attemptWrite(failing(new TypeError('Failed to fetch')))).toEqual({ outcome: 'later' });
  });

  it("drops a refusal with the server's reason", async () => {
    for (const status of [403, 404, 409, 422]) {
      expect(await attemptWrite(failing(new ApiError({ status, code: 'UNKNOWN', message: 'The game has kicked off.' })))).toEqual({
        outcome: 'refused',
        message: 'The game has kicked off.',
      });
    }
    expect(await attemptWrite(() => Promise.resolve({}))).toEqual({ outcome: 'done' });
  });
});

describe('sending as the author only (decision 055)', () => {
  it("keeps a write when the browser's session is now someone else's, nobody's, or unknown", async () => {
    const sent: string[] = [];
    const send = async (write: NoteWrite): Promise<SendOutcome> => {
      sent.push(write.key);
      return { outcome: 'done' };
    };
    for (const signedIn of [async () => 'u2', async () => null, () => Promise.reject(new TypeError('Failed to fetch'))]) {
      expect(await sendAsAuthor(send, signedIn)(note('note-key-1', 'u1'))).toEqual({ outcome: 'later' });
    }
    expect(sent).toEqual([]);
    expect(await sendAsAuthor(send, async () => 'u1')(note('note-key-1', 'u1'))).toEqual({ outcome: 'done' });
    expect(sent).toEqual(['note-key-1']);
  });

  it("a queue whose page still thinks its author is signed in sends nothing under another's session", async () => {
    const queue = noteQueue();
    queue.add(note('note-key-1', 'u1'));
    const sent: string[] = [];
    const send = sendAsAuthor<NoteWrite>(
      async (write) => {
        sent.push(write.key);
        return { outcome: 'done' };
      },
      async () => 'u2',
    );
    await queue.flush('u1', send, () => undefined);
    expect(sent).toEqual([]);
    expect(queue.items().map((w) => w.key)).toEqual(['note-key-1']);
  });
});
