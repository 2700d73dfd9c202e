import { halfAt } from '@kickchips/core';
import { badRequest } from '../../http/http-error';
import type { LoadedMatch } from '../matches';

/** A browser clock a little ahead of the server's is taken as now rather than refused. */
const CLOCK_SKEW_MS = 5_000;

/**
 * When an event to record happened: the time asked for (now when absent), never in the future and
 * within a half of the match that has started; a 400 naming timeStamp otherwise.
 */
export function checkedTimeStamp(loaded: LoadedMatch, requested: Date | undefined, now: Date): Date {
  const asked = requested ?? now;
  if (asked.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw badRequest('timeStamp: must not be in the future');
  const timeStamp = asked > now ? now : asked;
  if (!halfAt(loaded.state.halves, timeStamp.getTime())) {
    throw badRequest('timeStamp: must lie within a half of this match that has started');
  }
  return timeStamp;
}
