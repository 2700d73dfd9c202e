export { FinalScreen } from './final-screen';
