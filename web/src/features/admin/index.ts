export { AdminRoutes } from './admin-routes';
export { adminKeys } from './api/admin-keys';
export { MatchEventTypesManager } from './event-types/match-event-types-manager';
