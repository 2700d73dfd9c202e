import type { matchHalves } from '../../db/schema';

type HalfRow = typeof matchHalves.$inferSelect;

/** A half as the player-side reads show it. */
export function feedHalf(half: HalfRow) {
  return {
    _id: half.id,
    match: half.matchId,
    halfNumber: half.halfNumber,
    status: half.status,
    startTime: half.startTime?.toISOString() ?? null,
    endTime: half.endTime?.toISOString() ?? null,
  };
}
