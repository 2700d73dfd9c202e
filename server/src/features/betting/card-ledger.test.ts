import type { CardKind } from '@kickchips/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { chipsOf, ledgerOf } from '../../../test/kits/engine-world';
import type { TestUser } from '../../../test/world';
import { bets, cards } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

type Player = { user: TestUser; cardId: string; kind: CardKind };

/**
 * One player per card and result, each holding just that card (cardEffectStrength 1.5): over 0.5
 * Goal at x1.8 wins with the goal of round 2, under 0.5 Goal at x2 loses, and round 3 is voided
 * when the half ends during round 2. Every player stakes 10 chips of 100.
 */
describe('cards through placing, settling and voiding a bet', () => {
  // no inactivity penalty, so that each balance moves only with its bet
  const w = createBettingWorld({ enableBetChipCards: true, cardCooldownTime: 1, inactivityPenalty: 0 });
  const kinds: CardKind[] = ['boost', 'shield', 'double-or-nothing'];
  const players = new Map<string, Player>();
  const key = (kind: CardKind, result: 'won' | 'lost' | 'void') => `${kind}/${result}`;
  const round = (n: number) => w.rounds[n - 1]!.id;
  const chips = (player: Player) => chipsOf(w.app, w.lobby.id, player.user.id);
  const playerWithCard = async (kind: CardKind, startingChips = 100): Promise<Player> => {
    const user = await w.member(startingChips);
    const [card] = await w.app.db
      .insert(cards)
      .values({ lobbyId: w.lobby.id, userId: user.id, kind })
      .returning({ id: cards.id });
    return { user, cardId: card!.id, kind };
  };
  const place = (player: Player, roundNumber: number, side: 'over' | 'under') =>
    w.placeBet(player.user, {
      roundId: round(roundNumber),
      stake: 10,
      oddsId: w.odd('Goal', side).id,
      cardId: player.cardId,
    });
  const chipsByKey = async () =>
    Object.fromEntries(await Promise.all([...players].map(async ([k, p]) => [k, await chips(p)])));

  beforeAll(async () => {
    for (const kind of kinds) {
      for (const result of ['won', 'lost', 'void'] as const) {
        players.set(key(kind, result), await playerWithCard(kind));
      }
    }
    await w.startHalf(1);
  });

  it('takes the stakes each card holds when the bets are placed: two for double or nothing', async () => {
    w.clock.set(atMinute(1));
    for (const kind of kinds) {
      for (const [result, side] of [
        ['won', 'over'],
        ['lost', 'under'],
      ] as const) {
        const res = await place(players.get(key(kind, result))!, 2, side);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.bet.stake).toBe(kind === 'double-or-nothing' ? 20 : 10);
      }
    }
    w.clock.set(atMinute(10));
    for (const kind of kinds) {
      expect((await place(players.get(key(kind, 'void'))!, 3, 'over')).statusCode).toBe(200);
    }
    expect(await chipsByKey()).toEqual({
      'boost/won': 90,
      'boost/lost': 90,
      'boost/void': 90,
      'shield/won': 90,
      'shield/lost': 90,
      'shield/void': 90,
      'double-or-nothing/won': 80,
      'double-or-nothing/lost': 80,
      'double-or-nothing/void': 80,
    });
    const doubled = players.get(key('double-or-nothing', 'won'))!;
    expect(await ledgerOf(w.app, w.lobby.id, doubled.user.id)).toEqual(
      expect.arrayContaining([{ kind: 'stake', delta: -20, version: 0 }]),
    );
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });

  it('refuses double or nothing when the chips cannot cover the second stake, and takes nothing', async () => {
    const short = await playerWithCard('double-or-nothing', 15);
    const res = await place(short, 3, 'over');
    expect([res.statusCode, res.json().error]).toEqual([
      400,
      'Not enough chips for the second stake of Double or Nothing',
    ]);
    expect(await chips(short)).toBe(15);
    const placed = await w.app.db
      .select()
      .from(bets)
      .where(and(eq(bets.lobbyId, w.lobby.id), eq(bets.userId, short.user.id)));
    expect(placed).toEqual([]);
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });

  it('pays each card on a win and a loss, and refunds every held stake of the voided round', async () => {
    const goal = await w.call('POST', '/api/admin/event', { match: w.match.id, eventType: 'Goal' });
    expect(goal.statusCode).toBe(200);
    // the half ends as round 2 does (18'), so its bets settle on the goal and round 3 never starts
    w.clock.set(atMinute(18));
    const end = await w.call('POST', '/api/admin/game/end-half', { matchId: w.match.id, halfNumber: 1 });
    expect(end.statusCode).toBe(200);
    await w.app.engine.tick();
    expect(await chipsByKey()).toEqual({
      // 18 without a card; a boost pays 1.5x: 27
      'boost/won': 117,
      'boost/lost': 90,
      'boost/void': 100,
      // a shield pays as usual, and gives back a third of a lost 10: 3
      'shield/won': 108,
      'shield/lost': 93,
      'shield/void': 100,
      // both stakes held; a win pays twice the boost (54), a loss loses both, void refunds both
      'double-or-nothing/won': 134,
      'double-or-nothing/lost': 80,
      'double-or-nothing/void': 100,
    });
    const voided = players.get(key('double-or-nothing', 'void'))!;
    expect(await ledgerOf(w.app, w.lobby.id, voided.user.id)).toEqual(
      expect.arrayContaining([
        { kind: 'stake', delta: -20, version: 0 },
        { kind: 'refund', delta: 20, version: 1 },
      ]),
    );
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });
});
