export { AdminRoutes } from './admin-routes';
export { adminKeys } from './api/admin-keys';
export { getMatchEventTypes } from './api/get-match-event-types';
export { getMatchHalves } from './api/get-match-halves';
export { MatchEventTypesManager } from './event-types/match-event-types-manager';
