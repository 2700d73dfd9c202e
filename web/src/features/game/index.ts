export { ChatRoundBar } from './chat-round-bar';
export { GameScreen } from './game-screen';
