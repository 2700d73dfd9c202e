export { chatKeys } from './api/chat-keys';
export { clearChatCache, clearChatCaches } from './chat-cache';
export { ChatPanel } from './chat-panel';
export { ChatScreen } from './chat-screen';
