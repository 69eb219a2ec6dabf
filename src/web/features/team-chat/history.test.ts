import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatHistory, ChatMessage } from '../../../shared/api/team-chat';
import { chatKeys, type HistoryData, messagesOldestFirst, storeChatMessage } from './api';

const TEAM = '5c2a3b4d-1e2f-4a5b-8c6d-7e8f9a0b1c2d';
const message = (seq: number, change: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  team_id: TEAM,
  author: { user_id: 'u1', name: 'Sam Teammate' },
  body: `message ${seq}`,
  client_key: `key-${seq}`,
  created_at: new Date(Date.UTC(2026, 10, 28, 10, seq)).toISOString(),
  deleted: false,
  ...change,
});
const page = (messages: ChatMessage[]): ChatHistory => ({
  team: { id: TEAM, name: 'Riverside Rovers' },
  messages,
  next_cursor: null,
  last_event_id: 0,
  last_read_seq: 0,
  muted: false,
  can_delete_any: false,
});

describe('the chat history in the page', () => {
  it('reads pages (newest first) as one list oldest first, a message in two pages once', () => {
    const data = { pages: [page([message(5), message(4)]), page([message(4), message(3), message(2)])] };
    expect(messagesOldestFirst(data).map((m) => m.seq)).toEqual([2, 3, 4, 5]);
  });

  it('adds a new message from the stream as the newest, and replaces one it has (a deletion) where it is', () => {
    const client = new QueryClient();
    client.setQueryData<HistoryData>(chatKeys.history(TEAM), { pages: [page([message(2), message(1)])], pageParams: [null] });
    storeChatMessage(client, message(3));
    storeChatMessage(client, message(3));
    storeChatMessage(client, message(1, { body: '', deleted: true }));
    const stored = messagesOldestFirst(client.getQueryData<HistoryData>(chatKeys.history(TEAM)));
    expect(stored.map((m) => [m.seq, m.deleted])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });
});
