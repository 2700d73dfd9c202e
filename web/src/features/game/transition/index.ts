export { TransitionView } from './transition-view';
