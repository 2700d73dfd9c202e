export { chatKeys } from './api/chat-keys';
export { ChatButton } from './chat-button';
export { clearChatCache, clearChatCaches } from './chat-cache';
export { ChatPanel } from './chat-panel';
export { ChatScreen } from './chat-screen';
