import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBettingWorld } from '../../../test/kits/betting-world';
import { chipsOf } from '../../../test/kits/engine-world';
import { rowsOf } from '../../db/rows-of';
import { bets, bettingClosures, lobbyUsers } from '../../db/schema';
import { ledgerMismatches } from '../ledger';
import { lobbySettings } from '../lobbies';
import { closeRoundBetting } from '../match-engine';
import { readBetContext } from './bet-context';
import { writeBet } from './write-bet';

describe('writeBet: goes ahead only on the version of the player it was checked on', () => {
  const w = createBettingWorld({ enableBetChipCards: false });
  const round = () => w.rounds[0]!;

  const checked = async (userId: string) => {
    const input = { lobbyId: w.lobby.id, oddsId: w.odd('Goal', 'over').id, matchRoundId: round().id };
    const context = await readBetContext(w.app.db, userId, input);
    return {
      context,
      write: () =>
        writeBet(w.app.db, {
          lobbyId: w.lobby.id,
          userId,
          roundId: round().id,
          roundNumber: 1,
          odd: context.odd!,
          stake: 10,
          cardId: null,
          memberVersion: context.memberVersion,
          hand: [],
          now: new Date(),
        }),
    };
  };
  const betsOf = (userId: string) =>
    w.app.db
      .select()
      .from(bets)
      .where(and(eq(bets.lobbyId, w.lobby.id), eq(bets.userId, userId)));

  it('writes the bet, its stake and the balance together on a read that still holds', async () => {
    const player = await w.member();
    const { write } = await checked(player.id);
    expect((await write()).kind).toBe('placed');
    expect(await betsOf(player.id)).toHaveLength(1);
    expect(await chipsOf(w.app, w.lobby.id, player.id)).toBe(90);
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });

  it("writes nothing once the player's row changed after the read, and goes ahead on a new read", async () => {
    const player = await w.member();
    const stale = await checked(player.id);
    // what a deal, a penalty or another bet of the same player does to the row: a new version
    await w.app.db.execute(
      sql`UPDATE lobby_users SET chips = chips WHERE lobby_id = ${w.lobby.id} AND user_id = ${player.id}`,
    );
    expect(await stale.write()).toEqual({ kind: 'stale' });
    expect(await betsOf(player.id)).toHaveLength(0);
    expect(await chipsOf(w.app, w.lobby.id, player.id)).toBe(100);
    expect((await (await checked(player.id)).write()).kind).toBe('placed');
  });

  it('writes nothing when betting on the round closed after the read', async () => {
    const player = await w.member();
    const { context, write } = await checked(player.id);
    expect(context.closed).toBe(false);
    await w.app.db
      .insert(bettingClosures)
      .values({ lobbyId: w.lobby.id, roundId: round().id, closedAt: new Date(), penalized: 0 })
      .onConflictDoNothing();
    expect(await write()).toEqual({ kind: 'stale' });
    expect(await betsOf(player.id)).toHaveLength(0);
    await w.app.db
      .delete(bettingClosures)
      .where(and(eq(bettingClosures.lobbyId, w.lobby.id), eq(bettingClosures.roundId, round().id)));
  });

  it('answers duplicate for a second bet on the same round, and takes nothing for it', async () => {
    const player = await w.member();
    expect((await (await checked(player.id)).write()).kind).toBe('placed');
    expect(await (await checked(player.id)).write()).toEqual({ kind: 'duplicate' });
    expect(await betsOf(player.id)).toHaveLength(1);
    expect(await chipsOf(w.app, w.lobby.id, player.id)).toBe(90);
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });

  // two connections: a bet's write that waits for the clock's lock on the player's row
  it.runIf(process.env.TEST_DATABASE_URL)(
    "writes nothing when betting closed while it waited for the clock's lock on a late joiner",
    async () => {
      const player = await w.member();
      const { db } = w.app;
      const { context, write } = await checked(player.id);
      const closedAt = new Date();
      // joined 30 s before the close: owes no penalty, but the clock locks their row all the same
      await db
        .update(lobbyUsers)
        .set({ joinedAt: new Date(closedAt.getTime() - 30_000) })
        .where(and(eq(lobbyUsers.lobbyId, w.lobby.id), eq(lobbyUsers.userId, player.id)));
      const fresh = await readBetContext(db, player.id, {
        lobbyId: w.lobby.id,
        oddsId: context.odd!.id,
        matchRoundId: round().id,
      });
      let release!: () => void;
      let locked!: () => void;
      const held = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const closing = db.transaction(async (tx) => {
        await closeRoundBetting(tx, round().id, [
          { lobbyId: w.lobby.id, closedAt, settings: lobbySettings(w.lobby.settings) },
        ]);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await held;
      const bet = writeBet(db, {
        lobbyId: w.lobby.id,
        userId: player.id,
        roundId: round().id,
        roundNumber: 1,
        odd: fresh.odd!,
        stake: 10,
        cardId: null,
        memberVersion: fresh.memberVersion,
        hand: [],
        now: new Date(),
      });
      const waiting = sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      for (let i = 0; i < 100; i++) {
        const [row] = rowsOf<{ n: number }>(await db.execute(waiting));
        if (row!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await closing;
      expect(await bet).toEqual({ kind: 'stale' });
      expect(await betsOf(player.id)).toHaveLength(0);
      expect(await write()).toEqual({ kind: 'stale' });
      expect(await ledgerMismatches(db)).toEqual([]);
      await db
        .delete(bettingClosures)
        .where(and(eq(bettingClosures.lobbyId, w.lobby.id), eq(bettingClosures.roundId, round().id)));
    },
  );
});
