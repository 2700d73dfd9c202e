import {
  type Bet,
  betRejection,
  type CardsOutput,
  heldStake,
  lineProblem,
  type PlaceBetInput,
  priceIsForRound,
  validateBet,
} from '@kickchips/core';
import { notFound } from '../../http/http-error';
import { displayUsername } from '../lobbies';
import { teamSideOf } from '../matches';
import type { NoticeContext } from '../notices';
import { openDueBetting } from '../pricing';
import { fileUrl } from '../storage';
import { type BetContext, readBetContext } from './bet-context';
import { betRejectionError } from './bet-rejection-status';
import { handToDeal } from './deal-player-cards';
import { type HeldCard, handOutput } from './hand-output';
import { type BettorStanding, writeBet } from './write-bet';

/**
 * A placed bet as its bettor sees it with the bettor's hand after it, and the bettor's numbers after
 * it, for the other screens.
 */
export type PlacedBet = { bet: Bet; cards: CardsOutput; standing: BettorStanding };

/**
 * A read goes stale only when the player's row changed in between (another bet, a deal, the clock),
 * or when it found the round's prices not made yet (then they are, and it reads once more).
 */
const MAX_ATTEMPTS = 4;

/**
 * Places a bet (game-rules 3 and 20) at the server's `now`, in two statements and no transaction held
 * open between them: one read, checked by core's validateBet, and one write that goes ahead only if
 * the player's row is still the version that read saw (else it reads again). A betting closure of
 * the lobby and round refuses it too, and the unique (lobby, user, round) key decides any remaining
 * race. The odd's values are copied into the bet, the stake it holds (both stakes of a
 * double-or-nothing, core's heldStake) leaves the chips through the ledger, the card (if any) is
 * marked used, and a player's first bet after kick-off deals their hand if the clock's deal at
 * kick-off has not (a late joiner). A bet takes an automatic line only at the price made for its
 * round: one that reaches a round before the clock has opened it opens it (moves the rounds and
 * prices the round, as the clock would) and is checked again against the round's own prices.
 */
export async function placeBet(
  ctx: NoticeContext,
  userId: string,
  input: PlaceBetInput,
  now: Date,
): Promise<PlacedBet> {
  let opened = false;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const context = await readBetContext(ctx.db, userId, input);
    const placed = await tryPlaceBet(ctx.db, context, userId, input, now, opened);
    if (placed === 'unpriced') {
      await openDueBetting(ctx, context.lobby.matchId, now);
      opened = true;
    } else if (placed) return placed;
  }
  throw new Error(`place-bet: the row of ${userId} kept changing between the read and the write`);
}

/**
 * Checks and writes the bet on one read; null when that read turned out stale, 'unpriced' when the
 * line's price is not its round's yet and the round has not been opened for it (`opened`).
 */
async function tryPlaceBet(
  db: NoticeContext['db'],
  context: BetContext,
  userId: string,
  input: PlaceBetInput,
  now: Date,
  opened: boolean,
): Promise<PlacedBet | null | 'unpriced'> {
  const { lobby, settings, member, match, odd, hand } = context;
  if (!match) throw notFound('Match not found', 'match/not_found');
  const verdict = validateBet(
    { oddId: input.oddsId, roundId: input.matchRoundId, stake: input.stake, cardId: input.cardId },
    {
      match,
      settings,
      matchOddIds: odd ? [odd.id] : [],
      player: { ...member, betRoundIds: context.betRoundIds, cards: hand },
    },
    now.getTime(),
  );
  if (!verdict.ok) throw betRejectionError(verdict);
  if (!priceIsForRound(odd!, input.matchRoundId, context.autoPricing)) {
    if (!opened) return 'unpriced';
    throw betRejectionError(betRejection('bet/line_not_offered'));
  }
  const lineRefusal = lineProblem(odd!, input.oddsValue);
  if (lineRefusal) throw betRejectionError(lineRefusal, { odds: odd!.odds, oddsId: odd!.id });
  if (context.closed) {
    throw betRejectionError(betRejection('bet/window_closed'));
  }
  const roundNumber = verdict.round.round.roundNumber;
  const dealt = handToDeal(lobby, userId, settings, match, hand.length, now);
  const card = input.cardId ? hand.find((c) => c.id === input.cardId)! : null;
  const stake = heldStake(card?.kind ?? null, input.stake);
  const written = await writeBet(db, {
    lobbyId: lobby.id,
    userId,
    roundId: input.matchRoundId,
    roundNumber,
    odd: odd!,
    stake,
    cardId: input.cardId ?? null,
    memberVersion: context.memberVersion,
    hand: dealt,
    now,
  });
  if (written.kind === 'stale') return null;
  if (written.kind === 'duplicate') {
    throw betRejectionError(betRejection('bet/already_placed'));
  }
  const held: HeldCard[] = [
    ...hand.map((c) => (c.id === card?.id ? { ...c, usedInRoundNumber: roundNumber } : c)),
    ...written.dealt.map((c) => ({ ...c, usedInRoundNumber: null })),
  ];
  return {
    bet: placedBet(context, written.betId, { ...input, stake }, now),
    cards: handOutput(held, settings),
    standing: written.standing,
  };
}

/** The bet as the game screen shows it (as loadBets reads it back), from what the read saw; `stake` is what it holds. */
function placedBet(context: BetContext, betId: string, input: PlaceBetInput, now: Date): Bet {
  const { user, odd } = context;
  const round = context.rounds.find((r) => r.id === input.matchRoundId)!;
  const card = input.cardId ? context.hand.find((c) => c.id === input.cardId)! : null;
  return {
    _id: betId,
    user: {
      _id: user.id,
      username: displayUsername(user),
      name: user.name,
      avatarUrl: user.avatarImage ? fileUrl(user.avatarImage) : null,
    },
    odds: {
      _id: odd!.id,
      eventType: odd!.eventType,
      betType: odd!.betType,
      threshold: odd!.threshold,
      odds: odd!.odds,
      ...(odd!.team ? { team: teamSideOf(odd!.team) } : {}),
    },
    matchRound: { _id: round.id, roundNumber: round.roundNumber, status: round.status },
    stake: input.stake,
    status: 'pending',
    payout: 0,
    card: card ? { _id: card.id, kind: card.kind } : null,
    createdAt: now.toISOString(),
  };
}
