import { payout } from '@kickchips/core';

/**
 * ' (your stake back)' when a win would pay no more than the stake (odds of 1.05 on 10 chips pay
 * 10, payouts being floored): "pays 10" alone read as a gain (issue 29 item 8). Otherwise ''.
 */
export function stakeBackNote(odds: number, stake: number): string {
  return stake > 0 && payout(odds, stake) <= stake ? ' (your stake back)' : '';
}
