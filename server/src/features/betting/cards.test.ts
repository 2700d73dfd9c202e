import { dealCards } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { insertLobby, type TestUser } from '../../../test/world';
import { cards, lobbies } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

type Hand = {
  cards: { _id: string; kind: string; usedInRoundNumber: number | null }[];
  cooldownUntilRound: number | null;
};

describe('bet chip cards', () => {
  const w = createBettingWorld({ enableBetChipCards: true, cardCooldownTime: 1 });
  let player: TestUser;
  const round = (n: number) => w.rounds[n - 1]!.id;
  const hand = async (user: TestUser, lobbyId = w.lobby.id): Promise<Hand> => {
    const res = await w.get(user, `/api/app/game/cards?lobbyId=${lobbyId}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    player = await w.member();
  });

  it('deals nothing before kick-off', async () => {
    expect(await hand(player)).toEqual({ cards: [], cooldownUntilRound: null });
  });

  it('deals three cards at kick-off from the lobby seed, the same on every read', async () => {
    await w.startHalf(1);
    w.clock.set(atMinute(1));
    const first = await hand(player);
    expect(first.cards.map((card) => card.kind).sort()).toEqual(
      [...dealCards(w.lobby.cardSeed, [player.id])[player.id]!].sort(),
    );
    expect(first.cards).toHaveLength(3);
    expect((await hand(player)).cards.map((card) => card._id)).toEqual(first.cards.map((card) => card._id));
    const spectator = await w.member(0, 'spectator');
    expect((await hand(spectator)).cards).toEqual([]);
  });

  it('plays a card once, then waits out the cooldown', async () => {
    const [one, two] = (await hand(player)).cards;
    const placed = await w.placeBet(player, { roundId: round(2), stake: 10, cardId: one!._id });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.bet.card).toEqual({ _id: one!._id, kind: one!.kind });
    const after = await hand(player);
    expect(placed.json().data.cards).toEqual(after);
    expect(after.cards.find((card) => card._id === one!._id)!.usedInRoundNumber).toBe(2);
    expect(after.cooldownUntilRound).toBe(4);

    w.clock.set(atMinute(10));
    const reused = await w.placeBet(player, { roundId: round(3), stake: 10, cardId: one!._id });
    expect([reused.statusCode, reused.json().error]).toEqual([400, 'That card has already been used']);
    const cooling = await w.placeBet(player, { roundId: round(3), stake: 10, cardId: two!._id });
    expect([cooling.statusCode, cooling.json().error]).toEqual([400, 'You can use another card in 1 round']);

    w.clock.set(atMinute(19));
    expect((await w.placeBet(player, { roundId: round(4), stake: 10, cardId: two!._id })).statusCode).toBe(
      200,
    );
  });

  it("refuses another player's card", async () => {
    const other = await w.member();
    const mine = (await hand(player)).cards[2]!;
    const res = await w.placeBet(other, { roundId: round(4), stake: 10, cardId: mine._id });
    expect([res.statusCode, res.json().error]).toEqual([400, 'That card is not yours']);
  });

  it("deals each player's hand with their first bet after kick-off when the clock has not, once", async () => {
    const fresh = await insertLobby(w.app.db, w.match.id, player.id, { enableBetChipCards: true });
    const players = await Promise.all(Array.from({ length: 6 }, () => w.addMember(fresh.id)));
    const placed = await Promise.all(
      players.map((user) => w.placeBet(user, { lobbyId: fresh.id, roundId: round(4), stake: 10 })),
    );
    expect(placed.map((res) => res.statusCode)).toEqual(players.map(() => 200));
    for (const [i, user] of players.entries()) {
      // the bet's answer holds the hand it dealt, as the cards read gives it
      expect(placed[i]!.json().data.cards).toEqual(await hand(user, fresh.id));
      const dealt = await w.app.db
        .select({ kind: cards.kind })
        .from(cards)
        .where(and(eq(cards.lobbyId, fresh.id), eq(cards.userId, user.id)));
      expect(dealt.map((card) => card.kind).sort()).toEqual(
        [...dealCards(fresh.cardSeed, [user.id])[user.id]!].sort(),
      );
    }
    // the lobby's kick-off deal is the clock's, which has not come round to this lobby
    const [lobby] = await w.app.db.select().from(lobbies).where(eq(lobbies.id, fresh.id));
    expect(lobby!.cardsDealtAt).toBeNull();
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });
});
