export { ChatRoundBar } from './chat-round-bar';
export { GameScreen } from './game-screen';
export { LiveFeedScreen } from './live-feed/live-feed-screen';
