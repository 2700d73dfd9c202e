import type { PlayerCard } from '../cards/card-kinds';
import { cardUseProblem } from '../cards/card-use-problem';
import type { GameSettings } from '../settings/game-settings-schema';
import type { MatchState } from '../timing/match-state';
import type { RoundSpan } from '../timing/round-spans';
import { betAmountLimits, stakeProblem } from './bet-amount-limits';
import {
  type BetRejection,
  type BetRejectionCode,
  type BetRejectionParams,
  betRejection,
} from './bet-rejection';
import { bettingWindow } from './betting-window';

export interface BetInput {
  oddId: string | null;
  roundId: string | null;
  stake: number;
  cardId?: string | null;
}

export interface BettingPlayer {
  role: 'player' | 'spectator';
  eliminated: boolean;
  chips: number;
  /** Rounds the player already has a bet on. */
  betRoundIds: readonly string[];
  cards: readonly PlayerCard[];
}

export interface BetContext {
  match: MatchState;
  settings: GameSettings;
  player: BettingPlayer;
  /** Ids of the odds of the lobby's match. */
  matchOddIds: readonly string[];
}

export type BetValidation = { ok: true; round: RoundSpan } | ({ ok: false } & BetRejection);

/** Every condition a bet must meet (game-rules 3, spec 5), checked in this order. */
export function validateBet(input: BetInput, context: BetContext, now: number): BetValidation {
  const { match, settings, player, matchOddIds } = context;
  if (player.role === 'spectator') return reject('bet/spectator');
  if (player.eliminated) return reject('bet/eliminated');
  if (!input.oddId) return reject('bet/no_odds_selected');
  if (!matchOddIds.includes(input.oddId)) return reject('bet/odd_not_in_match');
  const stakeCode = stakeProblem(input.stake, betAmountLimits(settings, player.chips));
  if (stakeCode) return stakeRejection(stakeCode, settings);
  const window = bettingWindow(match, settings, now);
  if (!window.round) return reject('bet/no_next_round');
  if (input.roundId !== window.round.round.id) {
    return reject('bet/not_next_round', { roundNumber: window.round.round.roundNumber });
  }
  if (window.status === 'closed') return reject('bet/window_closed');
  if (player.betRoundIds.includes(window.round.round.id)) {
    return reject('bet/already_placed');
  }
  const cardProblem = input.cardId
    ? cardUseProblem(input.cardId, player.cards, window.round.round.roundNumber, settings, {
        amount: input.stake,
        chips: player.chips,
      })
    : null;
  return cardProblem ? { ok: false, ...cardProblem } : { ok: true, round: window.round };
}

function stakeRejection(
  code: NonNullable<ReturnType<typeof stakeProblem>>,
  settings: GameSettings,
): BetValidation {
  if (code === 'bet/below_min') return reject(code, { minBetAmount: settings.minBetAmount });
  if (code === 'bet/above_max') return reject(code, { maxBetAmount: settings.maxBetAmount });
  return reject(code);
}

function reject<C extends BetRejectionCode>(code: C, ...params: BetRejectionParams<C>): BetValidation {
  return { ok: false, ...betRejection(code, ...params) };
}
