export { GameScreen } from './game-screen';
export { GameSlot } from './game-slots';
