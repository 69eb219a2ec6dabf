import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { ChatHistory, ChatTeams } from '../../../shared/api/team-chat';
import { type ChatMessage, chatStreamEventSchema } from '../../../shared/schemas/team-chat-message';
import { api, apiPath } from '../../lib/api';

// Private data: the keys start with 'me', so they are dropped when the account changes (decision 055).
export const chatKeys = {
  teams: ['me', 'team-chat', 'teams'] as const,
  history: (teamId: string) => ['me', 'team-chat', 'history', teamId] as const,
};

/** The badge and the chat list are read again this often, and when the page comes back into view. */
export const CHAT_TEAMS_REFETCH_MS = 60_000;

/** The caller's team chats with their unread counts (the chat list, the navigation's badge). */
export function useChatTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: chatKeys.teams,
    queryFn: ({ signal }) => api('GET /api/chat/teams', { signal }),
    refetchInterval: CHAT_TEAMS_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    enabled,
  });
}

export type HistoryData = InfiniteData<ChatHistory, string | null>;

/** A chat's history, newest first, a page at a time (older pages as the person scrolls up). */
export function useChatHistory(teamId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(teamId),
    queryFn: ({ pageParam, signal }) => api('GET /api/teams/:teamId/chat/messages', { params: { teamId }, query: { before: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // The stream keeps it current; read again only when the page opens again.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** A message as it is now (sent, arrived on the stream, deleted) put into the history: replaced where it is, else added as the newest. */
export function storeChatMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<HistoryData>(chatKeys.history(message.team_id), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.messages.some((m) => m.id === message.id));
    if (known) {
      return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) })) };
    }
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
  });
}

/** The messages of a history, oldest first, each once. */
export function messagesOldestFirst(data: { pages: readonly ChatHistory[] } | undefined): ChatMessage[] {
  const seen = new Set<string>();
  const all: ChatMessage[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => a.seq - b.seq);
}

export type ChatStreamState = 'connecting' | 'open' | 'reconnecting';
const REOPEN_MIN_MS = 3_000;

/**
 * A team's chat stream from `after` (the history's last_event_id): each message, new or
 * deleted, passed to onMessage once, in order. A dropped line is resumed by the browser with
 * Last-Event-ID; a refused one is reopened from the last id seen (as /live's, decision 036).
 */
export function useChatStream(teamId: string, after: number | undefined, onMessage: (message: ChatMessage) => void): ChatStreamState {
  const [state, setState] = useState<ChatStreamState>('connecting');
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (after === undefined) return;
    let lastId = after;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(apiPath('GET /api/teams/:teamId/chat/stream', { params: { teamId }, query: { after: lastId } }));
      source.onopen = () => setState('open');
      source.onmessage = (event: MessageEvent<string>) => {
        const id = Number(event.lastEventId);
        if (Number.isSafeInteger(id)) {
          if (id <= lastId) return;
          lastId = id;
        }
        const parsed = z.safeParse(chatStreamEventSchema, parseJson(event.data));
        if (parsed.success) onMessageRef.current(parsed.data.message);
      };
      source.onerror = () => {
        setState('reconnecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_MIN_MS + Math.random() * 2_000);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [teamId, after]);

  return state;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sets a chat's unread count in the list (and so the badge) without waiting for the next read. */
function storeUnread(queryClient: QueryClient, teamId: string, change: { unread_count?: number; muted?: boolean }) {
  queryClient.setQueryData<ChatTeams>(chatKeys.teams, (data) => {
    if (!data) return data;
    const teams = data.teams.map((t) => (t.team_id === teamId ? { ...t, ...change } : t));
    return { teams, unread_total: teams.reduce((sum, t) => sum + (t.muted ? 0 : t.unread_count), 0) };
  });
}

export function useMarkChatRead(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api('POST /api/teams/:teamId/chat/read', { params: { teamId }, body: { message_id: messageId } }),
    onSuccess: ({ unread_count }) => storeUnread(queryClient, teamId, { unread_count }),
  });
}

export function useSetChatMute(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => api('PUT /api/teams/:teamId/chat/mute', { params: { teamId }, body: { muted } }),
    onSuccess: ({ muted }) => {
      storeUnread(queryClient, teamId, { muted });
      queryClient.setQueryData<HistoryData>(chatKeys.history(teamId), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, muted })) } : data,
      );
    },
  });
}

export function useDeleteChatMessage(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api('DELETE /api/teams/:teamId/chat/messages/:messageId', { params: { teamId, messageId } }),
    onSuccess: (message) => storeChatMessage(queryClient, message),
  });
}
