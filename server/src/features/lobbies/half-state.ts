import type { HalfState, HalfStatus } from '@kickchips/core';
import type { matchHalves } from '../../db/schema';

/** A half row as core's timing rules take it (times in ms). */
export function toHalfState(
  row: Pick<typeof matchHalves.$inferSelect, 'halfNumber' | 'status' | 'startTime' | 'endTime'>,
): HalfState {
  return {
    halfNumber: row.halfNumber,
    status: row.status as HalfStatus,
    startTime: row.startTime?.getTime() ?? null,
    endTime: row.endTime?.getTime() ?? null,
  };
}
