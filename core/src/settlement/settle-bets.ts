import type { BetType } from '../admin/odds-schemas';
import { betTerms, enteredAmount } from '../cards/card-effect';
import type { CardKind } from '../cards/card-kinds';
import type { TeamSide } from '../events/team-side';
import { outcome } from './outcome';
import type { TeamCounts } from './team-counts';

export interface SettleableBet {
  id: string;
  eventType: string;
  betType: BetType;
  threshold: number;
  /** The odds value copied into the bet when it was placed. */
  multiplier: number;
  /** The chips the bet holds: the amount entered, twice it with double-or-nothing (heldStake). */
  stake: number;
  /** The card played on the bet, if any. */
  cardKind: CardKind | null;
  /** The team of a bet on a team line: it settles on that team's count. */
  team?: TeamSide | null;
}

export interface BetSettlement {
  betId: string;
  status: 'won' | 'lost' | 'void';
  /** Chips paid back: the bet's terms (betTerms) for a win or a loss; every held stake if void. */
  payout: number;
}

/**
 * How a round ended for its bets: 'finished' with the count of each event type in its span (and,
 * for team lines, each type's events by team), or 'void' (it never started because its half ended
 * first).
 */
export type SettledRound =
  | {
      status: 'finished';
      countsByEventType: Readonly<Record<string, number>>;
      teamCountsByEventType?: Readonly<Record<string, TeamCounts>>;
    }
  | { status: 'void' };

/** Event types match case-insensitively: names that differ only in case are one type. */
const typeKey = (eventType: string) => eventType.toLowerCase();

function countsByKey(counts: Readonly<Record<string, number>>): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const [eventType, count] of Object.entries(counts)) {
    byKey.set(typeKey(eventType), (byKey.get(typeKey(eventType)) ?? 0) + count);
  }
  return byKey;
}

function teamCountsByKey(counts: Readonly<Record<string, TeamCounts>>): Map<string, TeamCounts> {
  const byKey = new Map<string, TeamCounts>();
  for (const [eventType, { home, away, untagged }] of Object.entries(counts)) {
    const sum = byKey.get(typeKey(eventType)) ?? { home: 0, away: 0, untagged: 0 };
    byKey.set(typeKey(eventType), {
      home: sum.home + home,
      away: sum.away + away,
      untagged: sum.untagged + untagged,
    });
  }
  return byKey;
}

/**
 * Settles the bets of one round (game-rules 4): a void round refunds every stake; a finished one
 * decides each bet against its event type's count, a bet on a team line against that team's count.
 * A team line is void (its stake refunded) when any event of its type in the round was recorded
 * without a team: nobody can say whose it was. Pure and repeatable: a correction simply settles the
 * round again.
 */
export function settleBets(
  bets: readonly SettleableBet[],
  round: SettledRound,
  cardEffectStrength: number,
): BetSettlement[] {
  if (round.status === 'void') {
    return bets.map((bet) => ({ betId: bet.id, status: 'void', payout: bet.stake }));
  }
  const counts = countsByKey(round.countsByEventType);
  const teamCounts = teamCountsByKey(round.teamCountsByEventType ?? {});
  const countOf = (bet: SettleableBet): number | 'void' => {
    if (!bet.team) return counts.get(typeKey(bet.eventType)) ?? 0;
    const byTeam = teamCounts.get(typeKey(bet.eventType));
    if (byTeam && byTeam.untagged > 0) return 'void';
    return byTeam?.[bet.team] ?? 0;
  };
  return bets.map((bet): BetSettlement => {
    const count = countOf(bet);
    if (count === 'void') return { betId: bet.id, status: 'void', payout: bet.stake };
    const won = outcome(bet.betType, bet.threshold, count) === 'won';
    const terms = betTerms(
      bet.cardKind,
      cardEffectStrength,
      enteredAmount(bet.cardKind, bet.stake),
      bet.multiplier,
    );
    return { betId: bet.id, status: won ? 'won' : 'lost', payout: won ? terms.win : terms.loss };
  });
}
