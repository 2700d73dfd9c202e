import { BUILT_IN_EVENT_TYPES } from '@kickchips/core';

const builtInOrder: readonly string[] = BUILT_IN_EVENT_TYPES;

/**
 * The event categories to bet on: each event type once, the built-in ones in their display order
 * (spec 9), then the others by name.
 */
export function eventCategoriesOf(eventTypes: Iterable<string>): string[] {
  const rank = (name: string) => {
    const index = builtInOrder.indexOf(name);
    return index < 0 ? builtInOrder.length : index;
  };
  return [...new Set(eventTypes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
