/** What other features may use of this one; nobody imports its inner files. */
export { findEventTypeByName, requireEventType } from './find-event-type';
export { MATCH_ONLY_KIND } from './list-event-types';
export { attachEventType, listMatchEventTypes } from './match-event-types';
export { insertEventType } from './save-event-type';
