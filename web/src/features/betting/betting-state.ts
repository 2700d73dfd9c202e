import {
  type BettingWindow,
  bettingWindow,
  type CardKind,
  type CardsOutput,
  type LobbyDetails,
  type MatchState,
  type PlayerCard,
  validateBet,
} from '@kickchips/core';
import { toMatchState } from './to-match-state';

export const SPECTATOR_REASON = 'Spectators cannot place bets';
export const ELIMINATED_REASON = 'Eliminated players cannot place bets';

export interface BettingStateInput {
  details: LobbyDetails;
  /** Server-corrected ms. */
  now: number;
  /** Rounds the player already has a bet on. */
  betRoundIds: readonly string[];
  cards: CardsOutput['cards'];
  /** Ids of the match's odds. */
  oddIds: readonly string[];
  slip: { oddId: string | null; amount: number; cardId: string | null };
}

export interface BettingState {
  match: MatchState;
  /** The next round (game-rules 3) and whether it takes bets now. */
  window: BettingWindow;
  /** Why this member cannot bet at all (spectator or eliminated), for every bet control. */
  blockedReason: string | null;
  /** A bet is already on the next round (spec 4 "Bet placed"). */
  placed: boolean;
  playerCards: PlayerCard[];
  /** Why the bet as it stands would be refused (core's validateBet), null when it can go. */
  problem: string | null;
}

/**
 * A problem with the round itself outranks one with the slip: after a bet, or once betting has
 * closed, 'Select an over or under option first' would send the player the wrong way. The texts
 * are validateBet's.
 */
function roundProblem(window: BettingWindow, placed: boolean): string | null {
  if (!window.round) return 'There is no round left to bet on';
  if (placed) return 'You have already placed a bet on this round';
  if (window.status === 'closed') return 'Betting on this round has closed';
  return null;
}

/** Where the quick-bet panel stands, by core's rules: the server has the last word. */
export function bettingState({
  details,
  now,
  betRoundIds,
  cards,
  oddIds,
  slip,
}: BettingStateInput): BettingState {
  const match = toMatchState(details);
  const settings = details.lobby.gameSettings;
  const window = bettingWindow(match, settings, now);
  const you = details.currentUser;
  const playerCards = cards.map((card) => ({
    id: card._id,
    kind: card.kind as CardKind,
    usedInRoundNumber: card.usedInRoundNumber,
  }));
  const validation = validateBet(
    { oddId: slip.oddId, roundId: window.round?.round.id ?? null, stake: slip.amount, cardId: slip.cardId },
    {
      match,
      settings,
      player: {
        role: you.role,
        eliminated: you.eliminated,
        chips: you.chips,
        betRoundIds,
        cards: playerCards,
      },
      matchOddIds: oddIds,
    },
    now,
  );
  const placed = window.round !== null && betRoundIds.includes(window.round.round.id);
  return {
    match,
    window,
    blockedReason: you.role === 'spectator' ? SPECTATOR_REASON : you.eliminated ? ELIMINATED_REASON : null,
    placed,
    playerCards,
    problem: validation.ok ? null : (roundProblem(window, placed) ?? validation.message),
  };
}
