import { describe, expect, it } from 'vitest';
import { seededRandom } from '../cards/seeded-random';
import { type BookedBet, correctionEntries } from './correction-entries';
import { correctionVoidReason, isCorrectionVoidReason } from './correction-void-reason';
import { type ReplayBet, type ReplayMove, type ReplayResult, replayLedger } from './replay-ledger';
import { settleBets } from './settle-bets';

const PENALTY = 5;
/** Round r is played from (r + 1) * 100 to (r + 2) * 100; betting on it closes 10 before it starts. */
const startOf = (round: number) => (round + 1) * 100;
const endOf = (round: number) => startOf(round + 1);
const closeOf = (round: number) => startOf(round) - 10;

type Terms = { betType: 'over' | 'under'; threshold: number; multiplier: number };
type LiveBet = BookedBet & { player: number; round: number; placedAt: number; stake: number; terms: Terms };
type Row = { player: number; delta: number; betId?: string; roundId?: string; penalty?: boolean };

type Action =
  | { at: number; order: number; kind: 'settle'; round: number }
  | { at: number; order: number; kind: 'close'; round: number }
  | {
      at: number;
      order: number;
      kind: 'bet';
      round: number;
      player: number;
      allIn: boolean;
      stake: number;
      terms: Terms;
    }
  | { at: number; order: number; kind: 'correct'; round: number; change: 1 | -1 };

/** A random match: players, rounds (some cut short), goals, bets, settlements and corrections. */
function randomHistory(seed: number) {
  const random = seededRandom(String(seed));
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const players = Array.from({ length: int(1, 3) }, () => int(0, 150));
  const rounds = int(2, 6);
  const goals = Array.from({ length: rounds }, () => int(0, 3));
  const cutShort = Array.from({ length: rounds }, () => random() < 0.1);
  const actions: Action[] = [];
  for (let round = 0; round < rounds; round++) {
    actions.push({ at: endOf(round) + int(0, 40), order: 0, kind: 'settle', round });
    actions.push({ at: closeOf(round), order: 1, kind: 'close', round });
    players.forEach((_, player) => {
      if (random() < 0.2) return;
      actions.push({
        at: int(startOf(round) - 99, closeOf(round) - 1),
        order: 2,
        kind: 'bet',
        round,
        player,
        allIn: random() < 0.4,
        stake: int(1, 100),
        terms: {
          betType: random() < 0.5 ? 'over' : 'under',
          threshold: int(0, 2) + 0.5,
          multiplier: Math.round((1.1 + random() * 3) * 100) / 100,
        },
      });
    });
  }
  // corrections of finished rounds, often of one before later settled ones, sometimes two in a row
  for (let count = int(1, 4); count > 0; count--) {
    const round = int(0, rounds - 1);
    const at = int(endOf(round) + 1, endOf(rounds - 1) + 60);
    actions.push({ at, order: 3, kind: 'correct', round, change: random() < 0.5 ? 1 : -1 });
    if (random() < 0.3) actions.push({ at, order: 3, kind: 'correct', round: int(0, rounds - 1), change: 1 });
  }
  actions.sort((a, b) => a.at - b.at || a.order - b.order);
  return { players, rounds, goals, cutShort, actions };
}

const resultOf = (bet: LiveBet, goals: number, cutShort: boolean): ReplayResult => {
  if (cutShort) return { status: 'void', payout: bet.stake };
  const [settled] = settleBets(
    [{ id: bet.id, eventType: 'Goal', ...bet.terms, stake: bet.stake, cardKind: null }],
    { status: 'finished', countsByEventType: { Goal: goals } },
    1.5,
  );
  return { status: settled!.status, payout: settled!.payout };
};

/**
 * The game as the server plays it: bets refused without the chips, rounds settled once some time
 * after they end (skipping bets a correction voided), penalties at the close, and each correction
 * of a finished round replayed for the players with a bet on it, its rows appended to the ledger.
 */
function playLive(history: ReturnType<typeof randomHistory>) {
  const { players, goals, cutShort } = history;
  const rows: Row[] = players.map((chips, player) => ({ player, delta: chips }));
  const chipsOf = [...players];
  const balance = (player: number) => chipsOf[player]!;
  const bets: LiveBet[] = [];
  const charged: { player: number; round: number; amount: number }[] = [];
  const settled = new Set<number>();
  const post = (row: Row) => {
    rows.push(row);
    chipsOf[row.player]! += row.delta;
  };
  for (const action of history.actions) {
    // each action writes a player's rows in one statement: no balance is below 0 after it
    if (chipsOf.some((chips) => chips < 0)) throw new Error(`a balance below 0: ${chipsOf}`);
    if (action.kind === 'bet') {
      const chips = balance(action.player);
      const stake = action.allIn ? chips : action.stake;
      if (stake < 1 || stake > chips) continue;
      const id = `b${bets.length}`;
      const roundId = `r${action.round}`;
      bets.push({
        id,
        roundId,
        round: action.round,
        player: action.player,
        placedAt: action.at,
        stake,
        terms: action.terms,
        status: 'pending',
        payout: 0,
        voidReason: null,
        credited: 0,
        keptVoid: false,
      });
      post({ player: action.player, delta: -stake, betId: id, roundId });
    } else if (action.kind === 'close') {
      players.forEach((_, player) => {
        if (bets.some((bet) => bet.player === player && bet.round === action.round)) return;
        const amount = Math.min(PENALTY, balance(player));
        if (amount === 0) return;
        charged.push({ player, round: action.round, amount });
        post({ player, delta: -amount, roundId: `r${action.round}`, penalty: true });
      });
    } else if (action.kind === 'settle') {
      settled.add(action.round);
      // a bet a correction settled or voided first is not settled again
      for (const bet of bets.filter(
        (b) => b.round === action.round && b.status === 'pending' && !b.voidReason,
      )) {
        const result = resultOf(bet, goals[action.round]!, cutShort[action.round]!);
        Object.assign(bet, result, { credited: result.payout, keptVoid: cutShort[action.round]! });
        if (cutShort[action.round]) bet.voidReason = 'Void: the half ended early';
        if (result.payout > 0)
          post({ player: bet.player, delta: result.payout, betId: bet.id, roundId: bet.roundId });
      }
    } else {
      goals[action.round] = Math.max(0, goals[action.round]! + action.change);
      players.forEach((_, player) => {
        if (!bets.some((bet) => bet.player === player && bet.round === action.round)) return;
        const correction = correctLive(player, action.round, action.at);
        for (const change of correction.bets) {
          const bet = bets.find((b) => b.id === change.betId)!;
          Object.assign(bet, change.to, {
            voidReason: change.voidReason,
            credited: bet.credited + change.delta,
          });
          for (const row of change.rows)
            post({ player, delta: row.delta, betId: bet.id, roundId: bet.roundId });
        }
        for (const change of correction.penalties)
          post({ player, delta: change.delta, roundId: change.roundId, penalty: true });
      });
    }
  }
  return { rows, bets, charged, settled, balance };

  /** A finished round counts with its result, whether or not the clock has settled it yet. */
  function correctLive(player: number, round: number, now: number) {
    const mine = bets.filter((bet) => bet.player === player);
    const moves: ReplayMove[] = [
      { kind: 'fixed', at: 0, delta: players[player]! },
      ...charged
        .filter((penalty) => penalty.player === player)
        .map((penalty) => ({
          kind: 'penalty' as const,
          at: closeOf(penalty.round),
          roundId: `r${penalty.round}`,
          charged: penalty.amount,
        })),
    ];
    const replayBets: ReplayBet[] = mine.map((bet) => ({
      id: bet.id,
      roundId: bet.roundId,
      placedAt: bet.placedAt,
      stake: bet.stake,
      settlesAt: endOf(bet.round),
      result: endOf(bet.round) <= now ? resultOf(bet, goals[bet.round]!, cutShort[bet.round]!) : null,
      keptVoid: bet.keptVoid,
    }));
    const taken = charged
      .filter((penalty) => penalty.player === player)
      .map((penalty) => ({
        roundId: `r${penalty.round}`,
        taken: -rows
          .filter((row) => row.player === player && row.penalty && row.roundId === `r${penalty.round}`)
          .reduce((sum, row) => sum + row.delta, 0),
      }));
    return correctionEntries(
      { bets: mine, penalties: taken },
      replayLedger(moves, replayBets),
      correctionVoidReason(round + 1),
    );
  }
}

/**
 * The corrected record played from scratch, written apart from replayLedger: a player's chips walk
 * through time, a bet they could not cover is void, each settled round pays on its final count.
 */
function fromScratch(
  history: ReturnType<typeof randomHistory>,
  live: ReturnType<typeof playLive>,
  player: number,
) {
  type Step = { at: number; order: number; run: () => void };
  let chips = history.players[player]!;
  const standing = new Map<string, { status: string; payout: number }>();
  const steps: Step[] = [];
  for (const penalty of live.charged.filter((p) => p.player === player)) {
    steps.push({
      at: closeOf(penalty.round),
      order: 2,
      run: () => (chips -= Math.min(penalty.amount, chips)),
    });
  }
  for (const bet of live.bets.filter((b) => b.player === player)) {
    steps.push({
      at: bet.placedAt,
      order: 3,
      run: () => {
        if (chips < bet.stake) return standing.set(bet.id, { status: 'void', payout: bet.stake });
        chips -= bet.stake;
        standing.set(bet.id, { status: 'pending', payout: 0 });
      },
    });
    if (!live.settled.has(bet.round)) continue;
    steps.push({
      at: endOf(bet.round),
      order: 1,
      run: () => {
        if (standing.get(bet.id)?.status !== 'pending') return;
        const result = resultOf(bet, history.goals[bet.round]!, history.cutShort[bet.round]!);
        chips += result.payout;
        standing.set(bet.id, result);
      },
    });
  }
  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const step of steps) step.run();
  return { chips, standing };
}

describe('replayLedger and correctionEntries: a correction never creates chips', () => {
  it('leaves every player of 10,000 random matches where the corrected record played from scratch leaves them', () => {
    const seen = { earlierRound: 0, twoInARow: 0, voided: 0 };
    for (let seed = 1; seed <= 10_000; seed++) {
      const history = randomHistory(seed);
      const live = playLive(history);
      const got: unknown[] = [];
      const want: unknown[] = [];
      history.players.forEach((_, player) => {
        const expected = fromScratch(history, live, player);
        got.push(['chips', player, live.balance(player)]);
        want.push(['chips', player, expected.chips]);
        for (const bet of live.bets.filter((b) => b.player === player)) {
          const rows = live.rows
            .filter((row) => row.betId === bet.id)
            .reduce((sum, row) => sum + row.delta, 0);
          got.push([bet.id, bet.status, bet.payout, rows]);
          const { status, payout } = expected.standing.get(bet.id)!;
          // the ledger rows of a bet add up to what it paid back less its stake: no chip made or lost
          want.push([bet.id, status, payout, status === 'pending' ? -bet.stake : payout - bet.stake]);
          if (isCorrectionVoidReason(bet.voidReason)) seen.voided++;
        }
      });
      // compared as text first: ten thousand deep comparisons would be most of the test's time
      if (JSON.stringify(got) !== JSON.stringify(want)) expect(got, `seed ${seed}`).toEqual(want);
      const corrections = history.actions.filter((a) => a.kind === 'correct');
      if (corrections.some((c) => c.at > endOf(c.round) + 100)) seen.earlierRound++;
      if (corrections.some((c, i) => corrections[i + 1]?.at === c.at)) seen.twoInARow++;
    }
    expect(seen.earlierRound).toBeGreaterThan(1_000);
    expect(seen.twoInARow).toBeGreaterThan(1_000);
    expect(seen.voided).toBeGreaterThan(100);
  });

  it("Sam's case: the goal his all-in won on is deleted after he staked the winnings; the later bet is void", () => {
    const win: ReplayResult = { status: 'won', payout: 384 };
    const moves: ReplayMove[] = [{ kind: 'fixed', at: 0, delta: 100 }];
    const first: ReplayBet = {
      id: 'a',
      roundId: 'r1',
      placedAt: 10,
      stake: 100,
      settlesAt: 100,
      result: win,
      keptVoid: false,
    };
    const second: ReplayBet = {
      id: 'b',
      roundId: 'r2',
      placedAt: 110,
      stake: 100,
      settlesAt: 200,
      result: null,
      keptVoid: false,
    };
    expect(replayLedger(moves, [first, second]).balance).toBe(284);
    const replay = replayLedger(moves, [{ ...first, result: { status: 'lost', payout: 0 } }, second]);
    expect(replay).toEqual({
      balance: 0,
      bets: [
        { id: 'a', status: 'lost', payout: 0, uncovered: false },
        { id: 'b', status: 'void', payout: 100, uncovered: true },
      ],
      penalties: [],
    });
    const booked = (id: string, roundId: string, status: string, payout: number): BookedBet => ({
      id,
      roundId,
      status,
      payout,
      voidReason: null,
      credited: payout,
      keptVoid: false,
    });
    const plan = correctionEntries(
      { bets: [booked('a', 'r1', 'won', 384), booked('b', 'r2', 'pending', 0)], penalties: [] },
      replay,
      correctionVoidReason(1),
    );
    expect(plan.delta).toBe(-284);
    expect(plan.bets.map((bet) => [bet.betId, bet.rows, bet.voidReason])).toEqual([
      ['a', [{ kind: 'reversal', delta: -384 }], null],
      [
        'b',
        [{ kind: 'refund', delta: 100 }],
        'Void: after a correction to round 1, your chips did not cover this stake',
      ],
    ]);
  });
});
