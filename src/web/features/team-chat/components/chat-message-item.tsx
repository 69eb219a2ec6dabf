import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ChatMessage } from '../../../../shared/api/team-chat';
import { CHAT_MESSAGE_DELETED } from '../../../../shared/team-chat';
import { formatGameDateTime } from '../../../lib/format';

interface ChatMessageItemProps {
  message: Pick<ChatMessage, 'body' | 'created_at' | 'deleted'> & { author: ChatMessage['author'] };
  mine: boolean;
  /** "Sending…" or "Pending" for a message still on the phone. */
  pendingLabel?: string;
  timeZone: string;
  onDelete?: () => void;
}

/** One message of the chat: who, when, what (or "Message deleted"), and its delete button where the person may. */
export function ChatMessageItem({ message, mine, pendingLabel, timeZone, onDelete }: ChatMessageItemProps) {
  const author = mine ? 'You' : (message.author?.name ?? 'A former member');
  return (
    <Box className={`chat-message${mine ? ' chat-message-mine' : ''}`} data-pending={pendingLabel ? 'true' : undefined} py={4} px="xs">
      <div className="chat-bubble">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="xs" fw={700} c="dimmed" component="p">
            {author}
            <Text span size="xs" fw={400} c="dimmed">
              {' · '}
              {pendingLabel ?? formatGameDateTime(message.created_at, { timeZone })}
            </Text>
          </Text>
          {onDelete ? (
            <ActionIcon variant="subtle" color="gray" size={44} aria-label="Delete message" onClick={onDelete} className="chat-delete">
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {message.deleted ? (
          <Text size="md" fs="italic" c="dimmed">
            {CHAT_MESSAGE_DELETED}
          </Text>
        ) : (
          <Text size="md" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        )}
      </div>
    </Box>
  );
}
