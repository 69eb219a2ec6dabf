import { ChatListPage } from '../../../features/team-chat/components/chat-list-page';
import { useDocumentTitle } from '../../../features/settings/use-document-title';

export default function PlayerChatRoute() {
  useDocumentTitle('Team chat');
  return <ChatListPage basePath="/player/chat" />;
}
