import type { TeamSide } from '@kickchips/core';

/** Whose count a group of lines is on: the whole match (null) or one team. */
export type LineGroup = TeamSide | null;

const ORDER: readonly LineGroup[] = [null, 'home', 'away'];

/**
 * The groups an event type's lines fall in, whole match first, then the home and the away team:
 * the Odds tab offers one group's OVER and UNDER lists at a time.
 */
export function lineGroupsOf(
  odds: readonly { eventType: string; team?: TeamSide | null }[],
  category: string,
): LineGroup[] {
  const present = new Set(odds.filter((odd) => odd.eventType === category).map((odd) => odd.team ?? null));
  return ORDER.filter((group) => present.has(group));
}
