export { MatchEventTypesManager } from './match-event-types-manager';
