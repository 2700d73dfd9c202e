import type { PushMessage } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { chipsOf } from '../../../test/kits/engine-world';
import { insertMatch } from '../../../test/world';
import { bets, bettingClosures, lobbyUsers, odds } from '../../db/schema';
import { ledgerMismatches } from '../ledger';
import { loadMembers } from '../lobbies';
import type { Notifier } from '../notices';

describe('place-bet: every rule through the API', () => {
  const w = createBettingWorld({ minBetAmount: 5, maxBetAmount: 50, enableBetChipCards: false });
  const round = (n: number) => w.rounds[n - 1]!.id;
  const error = (res: { json(): { error: string } }) => res.json().error;

  it.each([
    [0, 'Minimum bet is 5 chips'],
    [4, 'Minimum bet is 5 chips'],
    [-5, 'Minimum bet is 5 chips'],
    [51, 'Maximum bet is 50 chips'],
    [5.5, 'Stake must be a whole number of chips'],
  ])('refuses a stake of %s with 400 naming the rule', async (stake, message) => {
    const player = await w.member();
    const res = await w.placeBet(player, { roundId: round(1), stake });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe(message);
    expect(await chipsOf(w.app, w.lobby.id, player.id)).toBe(100);
  });

  it('refuses a stake that is not a number, naming the field', async () => {
    const player = await w.member();
    const res = await w.placeBet(player, { roundId: round(1), stake: 'ten' });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toContain('stake');
  });

  it.each([5, 50])('takes a stake of %s and copies the odds into the bet', async (stake) => {
    const player = await w.member();
    const res = await w.placeBet(player, { roundId: round(1), stake });
    expect(res.statusCode).toBe(200);
    const { bet } = res.json().data;
    expect(bet).toMatchObject({
      stake,
      status: 'pending',
      payout: 0,
      user: { _id: player.id },
      odds: { _id: w.odd('Goal', 'over').id, eventType: 'Goal', betType: 'over', threshold: 0.5, odds: 1.8 },
      matchRound: { _id: round(1), roundNumber: 1 },
      card: null,
    });
    expect(bet.isWon).toBeUndefined();
    expect(await chipsOf(w.app, w.lobby.id, player.id)).toBe(100 - stake);
  });

  it('answers the bet exactly as the bet list reads it back, and the hand as the cards read gives it', async () => {
    const player = await w.member();
    const res = await w.placeBet(player, { roundId: round(1), stake: 20 });
    expect(res.statusCode).toBe(200);
    const listed = await w.get(player, `/api/app/user-bet/all?lobbyId=${w.lobby.id}`);
    expect(listed.json().data.bets).toEqual([res.json().data.bet]);
    const hand = await w.get(player, `/api/app/game/cards?lobbyId=${w.lobby.id}`);
    expect(res.json().data.cards).toEqual(hand.json().data);
  });

  it("tells the lobby's screens the bettor's numbers after the bet, as the player list reads them", async () => {
    const player = await w.member();
    const heard: PushMessage[] = [];
    const stop = (w.app as unknown as { notifier: Notifier }).notifier.subscribe((m) => heard.push(m));
    try {
      expect((await w.placeBet(player, { roundId: round(1), stake: 20 })).statusCode).toBe(200);
      const [row] = await loadMembers(w.app.db, w.lobby.id, player.id);
      const bettor = {
        userId: player.id,
        chips: row!.chips,
        inPlay: row!.inPlay,
        betsPlaced: row!.betsPlaced,
      };
      expect(bettor).toEqual({ userId: player.id, chips: 80, inPlay: 20, betsPlaced: 1 });
      await vi.waitFor(() =>
        expect(heard).toContainEqual({
          type: 'lobby.delta',
          lobbyId: w.lobby.id,
          roundId: round(1),
          bets: [bettor],
          joined: [],
          left: [],
        }),
      );
    } finally {
      stop();
    }
  });

  it('takes exactly the chips a player has, and not one more', async () => {
    const exact = await w.member(30);
    expect((await w.placeBet(exact, { roundId: round(1), stake: 30 })).statusCode).toBe(200);
    expect(await chipsOf(w.app, w.lobby.id, exact.id)).toBe(0);
    const short = await w.member(30);
    const res = await w.placeBet(short, { roundId: round(1), stake: 31 });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe('Not enough chips for this bet');
  });

  it('refuses spectators, eliminated players and non-members', async () => {
    const spectator = await w.member(0, 'spectator');
    const res = await w.placeBet(spectator, { roundId: round(1), stake: 10 });
    expect([res.statusCode, error(res)]).toEqual([400, 'Spectators cannot place bets']);

    const out = await w.member();
    await w.app.db
      .update(lobbyUsers)
      .set({ eliminated: true })
      .where(and(eq(lobbyUsers.lobbyId, w.lobby.id), eq(lobbyUsers.userId, out.id)));
    const eliminated = await w.placeBet(out, { roundId: round(1), stake: 10 });
    expect([eliminated.statusCode, error(eliminated)]).toEqual([400, 'Eliminated players cannot place bets']);

    const stranger = await w.user();
    const outsider = await w.placeBet(stranger, { roundId: round(1), stake: 10 });
    expect([outsider.statusCode, error(outsider)]).toEqual([403, 'You are not a member of this lobby']);
  });

  it('refuses an odd of another match and a deleted odd', async () => {
    const other = await insertMatch(w.app.db);
    const player = await w.member();
    const foreign = await w.placeBet(player, { roundId: round(1), stake: 10, oddsId: other.odds[0]!.id });
    expect([foreign.statusCode, error(foreign)]).toEqual([400, 'That option is not part of this match']);
    const corner = w.odd('Corner', 'under');
    await w.app.db.update(odds).set({ deletedAt: new Date() }).where(eq(odds.id, corner.id));
    const deleted = await w.placeBet(player, { roundId: round(1), stake: 10, oddsId: corner.id });
    expect([deleted.statusCode, error(deleted)]).toEqual([400, 'That option is not part of this match']);
    await w.app.db.update(odds).set({ deletedAt: null }).where(eq(odds.id, corner.id));
  });

  it('takes bets only on the next round', async () => {
    const player = await w.member();
    const ahead = await w.placeBet(player, { roundId: round(2), stake: 10 });
    expect([ahead.statusCode, error(ahead)]).toEqual([
      400,
      'Bets can only be placed on the next round (Round 1)',
    ]);
  });

  it('refuses a second bet on the same round with 409', async () => {
    const player = await w.member();
    expect((await w.placeBet(player, { roundId: round(1), stake: 10 })).statusCode).toBe(200);
    const again = await w.placeBet(player, {
      roundId: round(1),
      stake: 10,
      oddsId: w.odd('Goal', 'under').id,
    });
    expect([again.statusCode, error(again)]).toEqual([409, 'You have already placed a bet on this round']);
    expect(await chipsOf(w.app, w.lobby.id, player.id)).toBe(90);
  });

  it('refuses the current and finished rounds and a closed window, by the server clock', async () => {
    const player = await w.member();
    await w.startHalf(1);
    w.clock.set(atMinute(1));
    await w.app.engine.tick();
    const current = await w.placeBet(player, { roundId: round(1), stake: 10 });
    expect([current.statusCode, error(current)]).toEqual([
      400,
      'Bets can only be placed on the next round (Round 2)',
    ]);
    expect((await w.placeBet(player, { roundId: round(2), stake: 10 })).statusCode).toBe(200);

    const late = await w.member();
    w.clock.set(atMinute(7.5));
    const closed = await w.placeBet(late, { roundId: round(2), stake: 10 });
    expect([closed.statusCode, error(closed)]).toEqual([400, 'Betting on this round has closed']);

    w.clock.set(atMinute(10));
    await w.app.engine.tick();
    const finished = await w.placeBet(late, { roundId: round(1), stake: 10 });
    expect([finished.statusCode, error(finished)]).toEqual([
      400,
      'Bets can only be placed on the next round (Round 3)',
    ]);
  });

  it('refuses a bet once the engine has closed betting on the round for the lobby', async () => {
    const player = await w.member();
    await w.app.db
      .insert(bettingClosures)
      .values({ lobbyId: w.lobby.id, roundId: round(3), closedAt: new Date() });
    const res = await w.placeBet(player, { roundId: round(3), stake: 10 });
    expect([res.statusCode, error(res)]).toEqual([400, 'Betting on this round has closed']);
  });

  it('keeps the odds a bet was placed at when the odd changes later', async () => {
    const odd = w.odd('Goal', 'over');
    await w.app.db.update(odds).set({ odds: 3 }).where(eq(odds.id, odd.id));
    const [first] = await w.app.db.select().from(bets).where(eq(bets.oddId, odd.id)).limit(1);
    expect(first!.multiplier).toBe(1.8);
  });

  it('keeps every balance equal to its ledger', async () => {
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });
});

describe('place-bet under a burst of identical requests', () => {
  const w = createBettingWorld({ enableBetChipCards: false });

  it('makes exactly one bet of 50 concurrent requests', async () => {
    const player = await w.member();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => w.placeBet(player, { roundId: w.rounds[0]!.id, stake: 10 })),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const made = await w.app.db.select().from(bets).where(eq(bets.userId, player.id));
    expect(made).toHaveLength(1);
    expect(await chipsOf(w.app, w.lobby.id, player.id)).toBe(90);
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });
});
