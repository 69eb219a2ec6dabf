// The team chat's parts other features and the app shell use (issue 23, decision 078).
export { ChatNavLink } from './components/chat-nav-link';
export { useSendChatMessages } from './use-chat-queue';
