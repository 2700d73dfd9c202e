export { GameScreen } from './game-screen';
