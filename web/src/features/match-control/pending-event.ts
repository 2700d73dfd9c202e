import type { MatchEvent, TeamSide } from '@kickchips/core';

const PENDING_PREFIX = 'pending-';
let counter = 0;

/** The optimistic log entry shown while a recorded event is on its way to the server. */
export function pendingEvent(
  matchId: string,
  eventType: string,
  team: TeamSide,
  now = new Date(),
): MatchEvent {
  counter += 1;
  const at = now.toISOString();
  return {
    _id: `${PENDING_PREFIX}${counter}`,
    match: matchId,
    eventType,
    timeStamp: at,
    createdAt: at,
    recordedBy: null,
    team,
  };
}

export const isPendingEvent = (event: MatchEvent) => event._id.startsWith(PENDING_PREFIX);
