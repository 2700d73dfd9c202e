import type { Match } from '@kickchips/core';

const ACTIVE = new Set(['active', 'ongoing']);

/** Spec 4: the match lists split into active, upcoming and completed by status. */
export function matchGroups(matches: readonly Match[]) {
  return {
    active: matches.filter((match) => ACTIVE.has(match.status)),
    upcoming: matches.filter((match) => !ACTIVE.has(match.status) && match.status !== 'completed'),
    completed: matches.filter((match) => match.status === 'completed'),
  };
}
