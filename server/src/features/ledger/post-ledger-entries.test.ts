import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, insertLobby, insertLobbyUser, insertMatch } from '../../../test/world';
import { chipLedger, lobbyUsers } from '../../db/schema';
import { ledgerMismatches } from './ledger-mismatches';
import { type PostOptions, postLedgerEntries } from './post-ledger-entries';
import type { LedgerEntry } from './post-ledger-entry';

describe('postLedgerEntries', () => {
  const world = createTestWorld();
  let lobbyId: string;
  let a: string;
  let b: string;
  let outsider: string;
  let roundId: string;
  beforeAll(async () => {
    const host = await world.user();
    const other = await world.user();
    const { match, rounds } = await insertMatch(world.app.db);
    const lobby = await insertLobby(world.app.db, match.id, host.id);
    await insertLobbyUser(world.app.db, lobby.id, host.id);
    await insertLobbyUser(world.app.db, lobby.id, other.id);
    lobbyId = lobby.id;
    a = host.id;
    b = other.id;
    outsider = (await world.user()).id;
    roundId = rounds[0]!.id;
  });

  const post = (entries: Partial<LedgerEntry>[], options?: PostOptions) =>
    world.app.db.transaction((tx) =>
      postLedgerEntries(
        tx,
        entries.map((entry) => ({ lobbyId, userId: a, delta: 0, kind: 'card' as const, ...entry })),
        [],
        options,
      ),
    );
  const chips = async (userId: string) =>
    (
      await world.app.db
        .select({ chips: lobbyUsers.chips })
        .from(lobbyUsers)
        .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, userId)))
    )[0]!.chips;

  it('does nothing for no entries', async () => {
    expect(await post([])).toEqual({ applied: 0 });
  });

  it('moves each balance by the sum of its entries, and skips repeats of a unique entry', async () => {
    const starts = [
      { kind: 'start' as const, delta: 100 },
      { kind: 'start' as const, userId: b, delta: 50 },
      { kind: 'start' as const, delta: 100 },
    ];
    expect(await post(starts)).toEqual({ applied: 2 });
    expect(await post([...starts, { kind: 'card', delta: 7 }, { kind: 'card', delta: -2 }])).toEqual({
      applied: 2,
    });
    expect([await chips(a), await chips(b)]).toEqual([105, 50]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('keeps the round and settlement version of each entry, and each (round, player) penalty once', async () => {
    const penalty = { kind: 'penalty' as const, delta: -5, roundId, settlementVersion: 3 };
    expect(await post([penalty, penalty, { ...penalty, userId: b }])).toEqual({ applied: 2 });
    expect(await post([penalty])).toEqual({ applied: 0 });
    const rows = await world.app.db.select().from(chipLedger).where(eq(chipLedger.kind, 'penalty'));
    expect(rows.map((row) => [row.roundId, row.settlementVersion, row.betId])).toEqual([
      [roundId, 3, null],
      [roundId, 3, null],
    ]);
    expect([await chips(a), await chips(b)]).toEqual([100, 45]);
  });

  it('sets the standings given in the same write, with or without entries for those players', async () => {
    const standing = (userId: string, inactiveStreak: number, role: string) => ({
      lobbyId,
      userId,
      inactiveStreak,
      role,
    });
    const result = await world.app.db.transaction((tx) =>
      postLedgerEntries(
        tx,
        [{ lobbyId, userId: a, delta: -1, kind: 'card' }],
        [standing(a, 2, 'player'), standing(b, 3, 'spectator')],
      ),
    );
    expect(result).toEqual({ applied: 1 });
    const rows = await world.app.db
      .select({ userId: lobbyUsers.userId, streak: lobbyUsers.inactiveStreak, role: lobbyUsers.role })
      .from(lobbyUsers)
      .where(eq(lobbyUsers.lobbyId, lobbyId));
    expect(new Map(rows.map((row) => [row.userId, [row.streak, row.role]]))).toEqual(
      new Map([
        [a, [2, 'player']],
        [b, [3, 'spectator']],
      ]),
    );
    expect([await chips(a), await chips(b)]).toEqual([99, 45]);
    await world.app.db.transaction((tx) =>
      postLedgerEntries(tx, [], [standing(a, 0, 'player'), standing(b, 0, 'player')]),
    );
    await post([{ delta: 1 }]);
    expect([await chips(a), await chips(b)]).toEqual([100, 45]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('refuses a sum below zero and leaves no trace of the batch', async () => {
    await expect(post([{ userId: b, delta: 10 }, { delta: -1000 }])).rejects.toThrow();
    expect([await chips(a), await chips(b)]).toEqual([100, 45]);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it("with repeats 'abort', fails on a repeat of a unique entry instead, leaving no trace of the batch", async () => {
    const penalty = { kind: 'penalty' as const, delta: -5, roundId };
    await expect(post([{ userId: b, delta: 3 }, penalty], { repeats: 'abort' })).rejects.toThrow();
    expect([await chips(a), await chips(b)]).toEqual([100, 45]);
    expect(await post([{ userId: b, kind: 'card', delta: 3 }], { repeats: 'abort' })).toEqual({ applied: 1 });
    expect(await chips(b)).toBe(48);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('refuses an entry for someone outside the lobby, rolling the batch back', async () => {
    await expect(post([{ delta: 1 }, { userId: outsider, delta: 1 }])).rejects.toThrow('not in their lobby');
    expect(await chips(a)).toBe(100);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
