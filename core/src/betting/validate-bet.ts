import type { PlayerCard } from '../cards/card-kinds';
import { cardUseProblem } from '../cards/card-use-problem';
import type { GameSettings } from '../settings/game-settings-schema';
import type { MatchState } from '../timing/match-state';
import type { RoundSpan } from '../timing/round-spans';
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
  const stakeProblem = stakeRejection(input.stake, settings, player.chips);
  if (stakeProblem) return stakeProblem;
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
    ? cardUseProblem(input.cardId, player.cards, window.round.round.roundNumber, settings)
    : null;
  return cardProblem ? { ok: false, ...cardProblem } : { ok: true, round: window.round };
}

function stakeRejection(stake: number, settings: GameSettings, chips: number): BetValidation | null {
  if (!Number.isInteger(stake)) return reject('bet/not_integer');
  if (stake < settings.minBetAmount) return reject('bet/below_min', { minBetAmount: settings.minBetAmount });
  if (stake > settings.maxBetAmount) return reject('bet/above_max', { maxBetAmount: settings.maxBetAmount });
  if (stake > chips) return reject('bet/insufficient_chips');
  return null;
}

function reject<C extends BetRejectionCode>(code: C, ...params: BetRejectionParams<C>): BetValidation {
  return { ok: false, ...betRejection(code, ...params) };
}
