import { DEFAULT_ROUND_DURATION } from '../timing/match-state';
import { type EventRate, EXPECTED_ADDED_TIME, HALF_MINUTES } from './event-rate';

const BLOCK_MINUTES = 15;
/** Three 15-minute blocks and the half's added time. */
const BLOCKS_PER_HALF = 4;
const ADDED_TIME_BLOCK = BLOCKS_PER_HALF - 1;

/** The minutes each block lasts in a typical match: 15, and the added time its half brings on average. */
function blockMinutes(block: number): number {
  const half = Math.floor(block / BLOCKS_PER_HALF);
  return block % BLOCKS_PER_HALF === ADDED_TIME_BLOCK ? EXPECTED_ADDED_TIME[half]! : BLOCK_MINUTES;
}

/** Events per match minute in each block: the profile scaled so that a typical match brings `perMatch`. */
export function blockRates(rate: EventRate): number[] {
  const weighted = rate.profile.reduce((sum, weight, block) => sum + weight * blockMinutes(block), 0);
  return rate.profile.map((weight) => (rate.perMatch * weight) / weighted);
}

/** The block a minute of a half falls in; halves after the second (extra time) count as the second. */
function blockOf(halfNumber: number, minute: number): number {
  const half = Math.min(Math.max(halfNumber, 1), 2) - 1;
  const inHalf = minute >= HALF_MINUTES ? ADDED_TIME_BLOCK : Math.floor(minute / BLOCK_MINUTES);
  return half * BLOCKS_PER_HALF + inHalf;
}

/**
 * The events a stretch `[from, to)` of a half brings on average, in match minutes from the start
 * of the half: the block rates integrated over it, minute 45 onwards counted as added time.
 */
export function expectedCount(rate: EventRate, halfNumber: number, from: number, to: number): number {
  const rates = blockRates(rate);
  let total = 0;
  let minute = Math.max(0, from);
  while (minute < to) {
    const block = blockOf(halfNumber, minute);
    const blockEnd =
      block % BLOCKS_PER_HALF === ADDED_TIME_BLOCK
        ? to
        : (Math.floor(minute / BLOCK_MINUTES) + 1) * BLOCK_MINUTES;
    const end = Math.min(to, blockEnd);
    total += rates[block]! * (end - minute);
    minute = end;
  }
  return total;
}

/**
 * Where a round with no known end is expected to stop: the end of its half, added time included
 * (the last round of a half is open-ended); a round that starts later than that, the spec's 10 minutes.
 */
export function expectedRoundEnd(halfNumber: number, startMinute: number): number {
  const halfEnd = HALF_MINUTES + EXPECTED_ADDED_TIME[Math.min(Math.max(halfNumber, 1), 2) - 1]!;
  return startMinute < halfEnd ? halfEnd : startMinute + DEFAULT_ROUND_DURATION;
}
