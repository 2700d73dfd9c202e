import type { BetType } from '../admin/odds-schemas';
import type { RoundClockStatus } from '../timing/round-clock-status';
import type { LiveCount } from './live-line-count';
import { outcome } from './outcome';

export type BetDisplayStatus = 'UPCOMING' | 'ACTIVE' | 'WINNING' | 'WON' | 'LOST';

/**
 * What a bet card shows (spec 4 "Bet display status"): WON or LOST once settled; UPCOMING before
 * its round starts; otherwise WINNING while the live count of its line (liveLineCount: a team
 * line's is that team's) would win it, else ACTIVE. A team line that will be void (an event of its
 * type without a team) is ACTIVE: it can neither win nor lose.
 */
export function betDisplayStatus(
  bet: { betType: BetType; threshold: number; isWon: boolean | null },
  roundStatus: RoundClockStatus,
  count: LiveCount,
): BetDisplayStatus {
  if (bet.isWon !== null) return bet.isWon ? 'WON' : 'LOST';
  if (roundStatus === 'waiting' || roundStatus === 'break') return 'UPCOMING';
  if (count === 'void') return 'ACTIVE';
  return outcome(bet.betType, bet.threshold, count) === 'won' ? 'WINNING' : 'ACTIVE';
}
