import { BUILT_IN_EVENT_TYPES } from '@kickchips/core';

const builtInOrder: readonly string[] = BUILT_IN_EVENT_TYPES;

/**
 * The event categories to bet on: each event type once, in the match's event-type order as the
 * admin set it (`eventTypeOrder` of the odds read, names matched without regard to case); types
 * not on that list follow, the built-in ones in their display order (spec 9), then the others by name.
 */
export function eventCategoriesOf(
  eventTypes: Iterable<string>,
  matchOrder: readonly string[] = [],
): string[] {
  const configured = matchOrder.map((name) => name.toLowerCase());
  const rank = (name: string) => {
    const position = configured.indexOf(name.toLowerCase());
    if (position >= 0) return position;
    const index = builtInOrder.indexOf(name);
    return configured.length + (index < 0 ? builtInOrder.length : index);
  };
  return [...new Set(eventTypes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
