import { dealCards } from '@kickchips/core';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { insertLobby, type TestUser } from '../../../test/world';
import { cards, lobbies, lobbyUsers } from '../../db/schema';
import { readBetContext } from './bet-context';
import { dealDueHands } from './deal-due-hands';
import { writeBet } from './write-bet';

describe('the deal at kick-off (a step of the game clock)', () => {
  const w = createBettingWorld({ enableBetChipCards: true });
  let players: TestUser[];
  let spectator: TestUser;
  let leaver: TestUser;

  const handOf = async (user: TestUser, lobbyId = w.lobby.id) =>
    (
      await w.app.db
        .select({ kind: cards.kind })
        .from(cards)
        .where(and(eq(cards.lobbyId, lobbyId), eq(cards.userId, user.id)))
        .orderBy(asc(cards.kind))
    ).map((card) => card.kind);
  const dealtAt = async (lobbyId: string) =>
    (await w.app.db.select().from(lobbies).where(eq(lobbies.id, lobbyId)))[0]!.cardsDealtAt;
  const sorted = (kinds: readonly string[]) => [...kinds].sort();

  beforeAll(async () => {
    players = [await w.member(), await w.member(), await w.member()];
    spectator = await w.member(0, 'spectator');
    leaver = await w.member();
    await w.app.db
      .update(lobbyUsers)
      .set({ leftAt: new Date() })
      .where(and(eq(lobbyUsers.lobbyId, w.lobby.id), eq(lobbyUsers.userId, leaver.id)));
  });

  it('deals nothing before kick-off, a bet then included', async () => {
    await w.startHalf(1);
    const early = await w.placeBet(players[0]!, { roundId: w.rounds[0]!.id, stake: 10 });
    expect(early.statusCode).toBe(200);
    await w.app.engine.tick();
    expect(await dealtAt(w.lobby.id)).toBeNull();
    expect(await handOf(players[0]!)).toEqual([]);
  });

  it("deals every player their hand from the lobby's seed at kick-off, once, and marks the deal", async () => {
    w.clock.set(atMinute(1));
    await w.app.engine.tick();

    expect((await dealtAt(w.lobby.id))?.getTime()).toBe(atMinute(1));
    for (const player of players) {
      expect(await handOf(player)).toEqual(sorted(dealCards(w.lobby.cardSeed, [player.id])[player.id]!));
    }
    expect(await handOf(spectator)).toEqual([]);
    expect(await handOf(leaver)).toEqual([]);

    w.clock.set(atMinute(2));
    await w.app.engine.tick();
    for (const player of players) expect(await handOf(player)).toHaveLength(3);
  });

  it('makes a bet checked on a read from before the deal go stale, so that it reads again', async () => {
    const lobby = await insertLobby(w.app.db, w.match.id, players[0]!.id, { enableBetChipCards: true });
    const player = await w.addMember(lobby.id);
    const round = w.rounds[1]!;
    const odd = w.odd('Goal', 'over');
    const before = await readBetContext(w.app.db, player.id, {
      lobbyId: lobby.id,
      oddsId: odd.id,
      matchRoundId: round.id,
    });
    await dealDueHands(w.app.engine.context, new Date(w.clock.now()));
    expect(await handOf(player, lobby.id)).toHaveLength(3);

    const written = await writeBet(w.app.db, {
      lobbyId: lobby.id,
      userId: player.id,
      roundId: round.id,
      roundNumber: round.roundNumber,
      odd: before.odd!,
      stake: 10,
      cardId: null,
      memberVersion: before.memberVersion,
      hand: dealCards(lobby.cardSeed, [player.id])[player.id]!,
      now: new Date(w.clock.now()),
    });
    expect(written).toEqual({ kind: 'stale' });
    expect(await handOf(player, lobby.id)).toHaveLength(3);
  });

  it('leaves alone a lobby without cards, and deals a lobby created after kick-off on the next tick', async () => {
    const host = players[0]!;
    const without = await insertLobby(w.app.db, w.match.id, host.id, { enableBetChipCards: false });
    const late = await insertLobby(w.app.db, w.match.id, host.id, { enableBetChipCards: true });
    const inWithout = await w.addMember(without.id);
    const inLate = await w.addMember(late.id);
    w.clock.set(atMinute(3));
    await w.app.engine.tick();

    expect(await dealtAt(without.id)).toBeNull();
    expect(await handOf(inWithout, without.id)).toEqual([]);
    expect((await dealtAt(late.id))?.getTime()).toBe(atMinute(3));
    expect(await handOf(inLate, late.id)).toEqual(sorted(dealCards(late.cardSeed, [inLate.id])[inLate.id]!));
  });

  it('does not deal again a player whose first bet dealt their hand before the clock came round', async () => {
    const host = players[0]!;
    const lobby = await insertLobby(w.app.db, w.match.id, host.id, { enableBetChipCards: true });
    const quick = await w.addMember(lobby.id);
    const slow = await w.addMember(lobby.id);
    w.clock.set(atMinute(4));
    const placed = await w.placeBet(quick, { lobbyId: lobby.id, roundId: w.rounds[1]!.id, stake: 10 });
    expect(placed.statusCode).toBe(200);
    expect(await handOf(quick, lobby.id)).toHaveLength(3);
    await w.app.engine.tick();

    expect(await handOf(quick, lobby.id)).toHaveLength(3);
    expect(await handOf(slow, lobby.id)).toEqual(sorted(dealCards(lobby.cardSeed, [slow.id])[slow.id]!));
  });
});
