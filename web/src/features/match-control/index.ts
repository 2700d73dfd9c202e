export { matchControlKeys } from './api/match-control-keys';
export { RealtimeMatchUpdatesRoute } from './realtime-match-updates-route';
