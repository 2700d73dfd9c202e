import {
  type BookedBet,
  CARD_KINDS,
  type CardKind,
  correctionEntries,
  correctionVoidReason,
  isCorrectionVoidReason,
  type PlayerCorrection,
  type ReplayBet,
  type ReplayMove,
  replayLedger,
  type SettledRound,
  settleBets,
} from '@kickchips/core';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { lobbySettings } from '../lobbies';
import { type LoadedMatch, loadMatchState, teamSideOf } from '../matches';
import { type EventOnRecord, roundResult } from './round-result';

/** One member's correction: who, and the rows that take their books to the replay. */
export type MemberCorrection = PlayerCorrection & { lobbyId: string; userId: string; name: string };

export type CorrectionPlan = {
  matchId: string;
  roundId: string;
  roundNumber: number;
  members: MemberCorrection[];
  /** The round number of each round of the match, by id. */
  roundNumbers: Map<string, number>;
};

type BetRow = {
  id: string;
  lobbyId: string;
  userId: string;
  roundId: string;
  stake: number;
  multiplier: number;
  eventType: string;
  betType: string;
  threshold: number;
  team: string | null;
  cardKind: string | null;
  status: string;
  payout: number;
  voidReason: string | null;
  placedAt: number;
  credited: number;
};
type MemberRow = { lobbyId: string; userId: string; name: string; settings: unknown };
type MoveRow = {
  lobbyId: string;
  userId: string;
  kind: string;
  roundId: string | null;
  delta: number;
  at: number | null;
};
type RoundRow = { id: string; roundNumber: number; status: string; settlesAt: number };

const memberKey = (row: { lobbyId: string; userId: string }) => `${row.lobbyId}/${row.userId}`;

/** Each finished or void round's result on the record. */
function resultsOf(loaded: LoadedMatch, events: readonly EventOnRecord[], rounds: readonly RoundRow[]) {
  const results = new Map<string, SettledRound>();
  for (const round of rounds) {
    if (round.status === 'void') results.set(round.id, { status: 'void' });
    if (round.status === 'finished') results.set(round.id, roundResult(loaded, events, round.id));
  }
  return results;
}

const asCardKind = (kind: string | null): CardKind | null =>
  CARD_KINDS.includes(kind as CardKind) ? (kind as CardKind) : null;

/**
 * What a correction of a finished round does (game-rules 16, corrections): every member of the
 * match's lobbies with a bet on the round is replayed from the start against `events` (core's
 * replayLedger: their bets in the order placed, a bet they could not cover void), and the
 * difference from their books becomes new ledger rows (correctionEntries). Only members with a bet
 * on the round can change: nobody else's results moved. Reads only; `lock` takes the members' rows
 * (after the match's rounds, in the order every settlement takes them), so that no bet, penalty or
 * settlement slips between this read and its writes. The same plan is the admin's preview.
 */
export async function planCorrection(
  db: Db | Tx,
  roundId: string,
  events: readonly EventOnRecord[],
  lock: boolean,
): Promise<CorrectionPlan | null> {
  const [target] = rowsOf<{ matchId: string; roundNumber: number }>(
    await db.execute(
      sql`SELECT match_id AS "matchId", round_number AS "roundNumber" FROM match_rounds WHERE id = ${roundId}`,
    ),
  );
  if (!target) return null;
  const { matchId } = target;
  const rounds = rowsOf<RoundRow>(
    await db.execute(sql`
      SELECT id, round_number AS "roundNumber", status,
             floor(extract(epoch FROM coalesce(finished_at, updated_at)) * 1000)::float8 AS "settlesAt"
      FROM match_rounds WHERE match_id = ${matchId} ORDER BY round_number
      ${lock ? sql`FOR NO KEY UPDATE` : sql``}
    `),
  );
  const bettors = sql`(SELECT lobby_id, user_id FROM bets WHERE round_id = ${roundId})`;
  const members = rowsOf<MemberRow>(
    await db.execute(sql`
      SELECT lu.lobby_id AS "lobbyId", lu.user_id AS "userId", u.name, l.settings
      FROM lobby_users lu JOIN users u ON u.id = lu.user_id JOIN lobbies l ON l.id = lu.lobby_id
      WHERE (lu.lobby_id, lu.user_id) IN ${bettors}
      ORDER BY lu.lobby_id, lu.user_id
      ${lock ? sql`FOR UPDATE OF lu` : sql``}
    `),
  );
  const roundNumbers = new Map(rounds.map((round) => [round.id, round.roundNumber]));
  const plan: CorrectionPlan = {
    matchId,
    roundId,
    roundNumber: target.roundNumber,
    members: [],
    roundNumbers,
  };
  if (members.length === 0) return plan;
  const loaded = (await loadMatchState(db, matchId))!;
  const results = resultsOf(loaded, events, rounds);
  const bets = rowsOf<BetRow>(
    await db.execute(sql`
      SELECT b.id, b.lobby_id AS "lobbyId", b.user_id AS "userId", b.round_id AS "roundId", b.stake,
             b.multiplier, b.event_type AS "eventType", b.bet_type AS "betType", b.threshold, b.team,
             c.kind AS "cardKind", b.status, b.payout, b.void_reason AS "voidReason",
             floor(extract(epoch FROM b.created_at) * 1000)::float8 AS "placedAt",
             coalesce((SELECT sum(l.delta) FROM chip_ledger l
                       WHERE l.bet_id = b.id AND l.kind IN ('payout', 'refund', 'reversal')), 0)::int AS credited
      FROM bets b LEFT JOIN cards c ON c.id = b.card_id
      WHERE (b.lobby_id, b.user_id) IN ${bettors}
    `),
  );
  const moves = rowsOf<MoveRow>(
    await db.execute(sql`
      SELECT l.lobby_id AS "lobbyId", l.user_id AS "userId", l.kind, l.round_id AS "roundId", l.delta,
             floor(extract(epoch FROM bc.closed_at) * 1000)::float8 AS at
      FROM chip_ledger l
      LEFT JOIN betting_closures bc ON bc.lobby_id = l.lobby_id AND bc.round_id = l.round_id
      WHERE l.bet_id IS NULL AND (l.lobby_id, l.user_id) IN ${bettors}
    `),
  );
  const statusOf = new Map(rounds.map((round) => [round.id, round]));
  const voidReason = correctionVoidReason(target.roundNumber);
  for (const member of members) {
    const key = memberKey(member);
    const strength = lobbySettings(member.settings).cardEffectStrength;
    const mine = bets.filter((bet) => memberKey(bet) === key);
    const booked: BookedBet[] = [];
    const replayBets: ReplayBet[] = [];
    for (const bet of mine) {
      const round = statusOf.get(bet.roundId)!;
      const keptVoid =
        bet.status === 'void' &&
        (round.status === 'void' || (bet.voidReason !== null && !isCorrectionVoidReason(bet.voidReason)));
      const result = results.get(bet.roundId);
      const [settled] = result
        ? settleBets(
            [
              {
                id: bet.id,
                eventType: bet.eventType,
                team: teamSideOf(bet.team) ?? null,
                betType: bet.betType === 'under' ? 'under' : 'over',
                threshold: Number(bet.threshold),
                multiplier: Number(bet.multiplier),
                stake: bet.stake,
                cardKind: asCardKind(bet.cardKind),
              },
            ],
            result,
            strength,
          )
        : [];
      booked.push({ ...bet, keptVoid });
      replayBets.push({
        id: bet.id,
        roundId: bet.roundId,
        placedAt: Number(bet.placedAt),
        stake: bet.stake,
        // a bet void for another reason never held its stake: it was refunded in full
        settlesAt: keptVoid ? Number(bet.placedAt) : round.settlesAt,
        result: keptVoid
          ? { status: 'void', payout: bet.stake }
          : settled
            ? { status: settled.status, payout: settled.payout }
            : null,
        keptVoid,
      });
    }
    const mineMoves = moves.filter((move) => memberKey(move) === key);
    const charged = mineMoves.filter((move) => move.kind === 'penalty');
    const replayMoves: ReplayMove[] = [
      ...mineMoves
        .filter((move) => move.kind !== 'penalty' && !(move.kind === 'reversal' && move.roundId !== null))
        .map((move) => ({ kind: 'fixed' as const, at: Number.NEGATIVE_INFINITY, delta: move.delta })),
      ...charged.map((move) => ({
        kind: 'penalty' as const,
        at: move.at === null ? Number.POSITIVE_INFINITY : Number(move.at),
        roundId: move.roundId!,
        charged: -move.delta,
      })),
    ];
    // a penalty has taken its charge less what corrections (reversals without a bet) gave back
    const penalties = charged.map((move) => ({
      roundId: move.roundId!,
      taken: -mineMoves
        .filter(
          (other) =>
            other.roundId === move.roundId && (other.kind === 'penalty' || other.kind === 'reversal'),
        )
        .reduce((sum, other) => sum + other.delta, 0),
    }));
    const correction = correctionEntries(
      { bets: booked, penalties },
      replayLedger(replayMoves, replayBets),
      voidReason,
    );
    if (correction.bets.length > 0 || correction.penalties.length > 0) {
      plan.members.push({ ...correction, lobbyId: member.lobbyId, userId: member.userId, name: member.name });
    }
  }
  return plan;
}
