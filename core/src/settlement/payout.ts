import { wholeChips } from './whole-chips';

/** What a winning bet pays back, stake included: floor(odds * stake) (spec 9), never below 0. */
export function payout(odds: number, stake: number): number {
  return wholeChips(odds * stake);
}
