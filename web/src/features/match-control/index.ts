export { matchControlKeys } from './api/match-control-keys';
