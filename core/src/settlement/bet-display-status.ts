import type { BetType } from '../admin/odds-schemas';
import type { RoundClockStatus } from '../timing/round-clock-status';
import { outcome } from './outcome';

export type BetDisplayStatus = 'UPCOMING' | 'ACTIVE' | 'WINNING' | 'WON' | 'LOST';

/**
 * What a bet card shows (spec 4 "Bet display status"): WON or LOST once settled; UPCOMING before
 * its round starts; otherwise WINNING while the live count would win it, else ACTIVE.
 */
export function betDisplayStatus(
  bet: { betType: BetType; threshold: number; isWon: boolean | null },
  roundStatus: RoundClockStatus,
  count: number,
): BetDisplayStatus {
  if (bet.isWon !== null) return bet.isWon ? 'WON' : 'LOST';
  if (roundStatus === 'waiting' || roundStatus === 'break') return 'UPCOMING';
  return outcome(bet.betType, bet.threshold, count) === 'won' ? 'WINNING' : 'ACTIVE';
}
