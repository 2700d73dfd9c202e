import {
  betAmountLimits,
  type CardKind,
  type CardsOutput,
  type LobbyDetails,
  type LobbyRound,
  type PlayerCard,
  playableCards,
  stakeProblem,
} from '@kickchips/core';
import { type BetProblemCode, betProblemText } from './bet-problem-text';

export interface BettingStateInput {
  details: LobbyDetails;
  /** Server-corrected ms. */
  now: number;
  /** Rounds the player already has a bet on. */
  betRoundIds: readonly string[];
  cards: CardsOutput['cards'];
  /** Ids of the match's odds. */
  oddIds: readonly string[];
  slip: { oddId: string | null; amount: number; cardId?: string | null };
}

export type BettingStatus = LobbyDetails['betting']['status'];

export interface BettingState {
  /** The round a bet placed now goes on (the server's nextBettableRoundId); null when none is left. */
  round: LobbyRound | null;
  /** The server's betting status, closing-soon from warnsAt and closed from closesAt without waiting for the next read. */
  status: BettingStatus;
  /** When betting on that round closes (server-corrected ms), null while its half has no start time. */
  closesAt: number | null;
  /** Why this member cannot bet at all (spectator or eliminated), for every bet control. */
  blockedReason: string | null;
  /** A bet is already on the next round (spec 4 "Bet placed"). */
  placed: boolean;
  playerCards: PlayerCard[];
  /** The cards that can go on the bet as it stands (core's playableCards); the slip shows only these. */
  playableCards: PlayerCard[];
  /** The card chosen on the slip while it is still playable, else null: a hidden card never goes on a bet. */
  cardId: string | null;
  /** Why the bet as it stands would be refused, null when it can go; the server has the last word. */
  problem: string | null;
}

/**
 * Where the quick-bet panel stands: the round, status and closing time are the server's betting
 * block (GET lobby-details); the slip checks are the input's own, so the button says why it is off
 * before a round trip. A problem with the round outranks one with the slip: after a bet, or once
 * betting has closed, 'Select an over or under option first' would send the player the wrong way.
 */
export function bettingState({
  details,
  now,
  betRoundIds,
  cards,
  oddIds,
  slip,
}: BettingStateInput): BettingState {
  const round =
    [...details.activeRounds, ...details.upcomingRounds].find(
      (candidate) => candidate._id === details.nextBettableRoundId,
    ) ?? null;
  const closesAt = details.betting.closesAt === null ? null : Date.parse(details.betting.closesAt);
  const warnsAt = details.betting.warnsAt === null ? null : Date.parse(details.betting.warnsAt);
  const status: BettingStatus =
    closesAt !== null && now >= closesAt
      ? 'closed'
      : warnsAt !== null && now >= warnsAt && details.betting.status === 'open'
        ? 'closing-soon'
        : details.betting.status;
  const placed = round !== null && betRoundIds.includes(round._id);
  const you = details.currentUser;
  const settings = details.lobby.gameSettings;
  const stakeCode = stakeProblem(slip.amount, betAmountLimits(settings, you.chips));
  const playerCards = cards.map((card) => ({
    id: card._id,
    kind: card.kind as CardKind,
    usedInRoundNumber: card.usedInRoundNumber,
  }));
  const playable = playableCards(playerCards, round?.roundNumber ?? null, settings, {
    amount: slip.amount,
    chips: you.chips,
  });
  const code = ((): BetProblemCode | null => {
    if (!round) return 'bet/no_next_round';
    if (placed) return 'bet/already_placed';
    if (status === 'closed') return 'bet/window_closed';
    if (!slip.oddId) return 'bet/no_odds_selected';
    if (!oddIds.includes(slip.oddId)) return 'bet/odd_not_in_match';
    // the slip's amount is always whole chips, so not_integer cannot come up here
    return stakeCode === 'bet/not_integer' ? null : stakeCode;
  })();
  return {
    round,
    status,
    closesAt,
    blockedReason:
      you.role === 'spectator'
        ? betProblemText('bet/spectator', settings)
        : you.eliminated
          ? betProblemText('bet/eliminated', settings)
          : null,
    placed,
    playerCards,
    playableCards: playable,
    cardId: playable.some((card) => card.id === slip.cardId) ? (slip.cardId ?? null) : null,
    problem: code === null ? null : betProblemText(code, settings),
  };
}
