import { Alert, Anchor, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Virtuoso } from 'react-virtuoso';
import type { ChatMessage } from '../../../../shared/api/team-chat';
import { CHAT_BODY_REQUIRED } from '../../../../shared/schemas/team-chat';
import { CHAT_MESSAGE_MAX } from '../../../../shared/team-chat';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useOnline } from '../../../lib/network-status';
import { newClientKey } from '../../../lib/offline-queue';
import { useQueuedWrites } from '../../../lib/use-write-queue';
import { useAuth } from '../../auth';
import { messagesOldestFirst, storeChatMessage, useChatHistory, useChatStream, useDeleteChatMessage, useMarkChatRead, useSetChatMute } from '../api';
import { type ChatWrite, chatQueue } from '../offline-queue';
import { ChatMessageItem } from './chat-message-item';

type Row = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; write: ChatWrite };

/** Above the oldest message while an older page loads. */
function LoadingOlder({ context }: { context?: { loadingOlder: boolean } }) {
  return context?.loadingOlder ? (
    <Text size="sm" c="dimmed" ta="center" py="xs" role="status">
      Loading older messages…
    </Text>
  ) : null;
}

/** Rows are numbered from here down as older pages arrive, so the list keeps its place (react-virtuoso's firstItemIndex). */
const FIRST_INDEX = 1_000_000;

/**
 * A team's chat (issue 23, decision 078): the history in a virtual list (a long one scrolls on
 * a phone; older pages load when scrolled to the top), new and deleted messages from the stream
 * without a reload, a send box whose messages are queued on the phone and shown as pending
 * until the server has them, delete with a confirmation, mute in one tap.
 */
export function TeamChatPage({ teamId, listPath, hasOtherChats }: { teamId: string; listPath: string; hasOtherChats: boolean }) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  const timeZone = useLeagueTimeZone();
  const online = useOnline();
  const history = useChatHistory(teamId);
  const first = history.data?.pages[0];
  const messages = useMemo(() => messagesOldestFirst(history.data), [history.data]);
  const onMessage = useCallback((message: ChatMessage) => storeChatMessage(queryClient, message), [queryClient]);
  const streamState = useChatStream(teamId, first?.last_event_id, onMessage);
  const queued = useQueuedWrites(chatQueue);
  const sentKeys = useMemo(() => new Set(messages.filter((m) => m.author?.user_id === userId).map((m) => m.client_key)), [messages, userId]);
  const pending = queued.filter((w) => w.teamId === teamId && w.userId === userId && !sentKeys.has(w.key));
  const rows: Row[] = [...messages.map((message): Row => ({ kind: 'message', message })), ...pending.map((write): Row => ({ kind: 'pending', write }))];

  const { mutate: markRead } = useMarkChatRead(teamId);
  const setMute = useSetChatMute(teamId);
  const deleteMessage = useDeleteChatMessage(teamId);
  const [toDelete, setToDelete] = useState<ChatMessage | null>(null);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  // What the person sees is read: the newest message, while the page is in view.
  const newest = messages.at(-1);
  const markedSeq = useRef(0);
  useEffect(() => {
    const mark = () => {
      if (!newest || document.visibilityState !== 'visible' || newest.seq <= markedSeq.current) return;
      markedSeq.current = newest.seq;
      markRead(newest.id);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, markRead]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) {
      setDraftError(CHAT_BODY_REQUIRED);
      return;
    }
    if (body.length > CHAT_MESSAGE_MAX) {
      setDraftError(`A message must be at most ${CHAT_MESSAGE_MAX} characters.`);
      return;
    }
    chatQueue.add({ key: newClientKey(), userId, queuedAt: new Date().toISOString(), teamId, body });
    setDraft('');
    setDraftError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line (and a composing keyboard's Enter picks a word).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  if (history.isPending) return <Loader aria-label="Loading the chat" />;
  if (history.isError) return <LoadError title="The chat could not be loaded" error={history.error} onRetry={() => void history.refetch()} />;
  if (!first) return null;
  const muted = first.muted;

  return (
    <Stack gap="sm" className="team-chat">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          {hasOtherChats ? (
            <Anchor component={Link} to={listPath} size="sm">
              All team chats
            </Anchor>
          ) : null}
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {first.team.name}
          </Title>
        </div>
        <Button
          variant={muted ? 'light' : 'default'}
          size="md"
          leftSection={muted ? <IconBellOff size={18} aria-hidden /> : <IconBell size={18} aria-hidden />}
          aria-pressed={muted}
          loading={setMute.isPending}
          onClick={() => setMute.mutate(!muted)}
        >
          {muted ? 'Muted' : 'Mute'}
        </Button>
      </Group>
      {streamState === 'reconnecting' ? (
        <Text size="sm" c="dimmed" role="status">
          Reconnecting… new messages appear when the connection is back.
        </Text>
      ) : null}
      <div className="chat-history" aria-label="Messages" role="log">
        {rows.length === 0 ? (
          <Text c="dimmed" p="md">
            No messages yet. Say hello to your team.
          </Text>
        ) : (
          <Virtuoso
            style={{ height: '100%' }}
            data={rows}
            firstItemIndex={FIRST_INDEX - messages.length}
            initialTopMostItemIndex={rows.length - 1}
            followOutput={(atBottom) => (atBottom ? 'smooth' : false)}
            alignToBottom
            startReached={() => {
              if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
            }}
            computeItemKey={(_index, row) => (row.kind === 'message' ? row.message.id : `pending-${row.write.key}`)}
            context={{ loadingOlder: history.isFetchingNextPage }}
            components={{ Header: LoadingOlder }}
            itemContent={(_index, row) =>
              row.kind === 'message' ? (
                <ChatMessageItem
                  message={row.message}
                  mine={row.message.author?.user_id === userId}
                  timeZone={timeZone}
                  onDelete={
                    !row.message.deleted && (row.message.author?.user_id === userId || first.can_delete_any) ? () => setToDelete(row.message) : undefined
                  }
                />
              ) : (
                <ChatMessageItem
                  message={{ body: row.write.body, created_at: row.write.queuedAt, deleted: false, author: null }}
                  mine
                  pendingLabel={online ? 'Sending…' : 'Pending: sends when you are back online'}
                  timeZone={timeZone}
                />
              )
            }
          />
        )}
      </div>
      <form onSubmit={send} noValidate>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            aria-label="Message"
            placeholder="Write to your team"
            autosize
            minRows={1}
            maxRows={5}
            maxLength={CHAT_MESSAGE_MAX}
            value={draft}
            error={draftError}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              if (draftError) setDraftError(null);
            }}
            onKeyDown={onKeyDown}
            size="md"
          />
          <Button type="submit" size="md" leftSection={<IconSend size={18} aria-hidden />}>
            Send
          </Button>
        </Group>
      </form>
      {!online ? (
        <Alert color="yellow" variant="light" role="status">
          You are offline. Messages you write are kept on this device and sent when you are back online.
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete this message?"
        message="Everyone in the chat will see “Message deleted” in its place."
        confirmLabel="Delete"
        pending={deleteMessage.isPending}
        error={deleteMessage.error?.message ?? null}
        onConfirm={() => {
          if (!toDelete) return;
          deleteMessage.mutate(toDelete.id, { onSuccess: () => setToDelete(null) });
        }}
        onClose={() => {
          setToDelete(null);
          deleteMessage.reset();
        }}
      />
    </Stack>
  );
}
