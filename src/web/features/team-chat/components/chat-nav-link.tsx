import { ActionIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useChatTeams } from '../api';

/** The link's accessible name: what it is and, when there are any, how many are unread. */
export function chatLinkLabel(unread: number): string {
  return unread > 0 ? `Team chat, ${unread} unread` : 'Team chat';
}

/**
 * The header's team chat link beside the notification bell (decision 078), with a badge of the
 * unread messages of chats not muted; shown to people on a team.
 */
export function ChatNavLink() {
  const chats = useChatTeams();
  if (!chats.data || chats.data.teams.length === 0) return null;
  const unread = chats.data.unread_total;
  return (
    <ActionIcon component={Link} to="/player/chat" variant="subtle" color="gray" size={44} aria-label={chatLinkLabel(unread)} className="notification-bell">
      <IconMessages size={22} aria-hidden />
      {unread > 0 ? (
        <span className="notification-count" aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </ActionIcon>
  );
}
