import type { Replay } from '@kickchips/core';
import type { replays } from '../../db/schema';

/** A replay as the API shows it. */
export function toReplayView(row: typeof replays.$inferSelect, events: number): Replay {
  return {
    _id: row.id,
    match: row.matchId,
    format: row.format,
    clockSpeed: row.clockSpeed,
    status: row.status,
    events,
    halves: Object.entries(row.halfLengths)
      .map(([halfNumber, lengthSeconds]) => ({ halfNumber: Number(halfNumber), lengthSeconds }))
      .sort((a, b) => a.halfNumber - b.halfNumber),
    skipped: row.skipped,
    createdAt: row.createdAt.toISOString(),
  };
}
