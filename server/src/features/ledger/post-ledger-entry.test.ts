import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, insertLobby, insertLobbyUser, insertMatch } from '../../../test/world';
import { ledgerMismatches } from './ledger-mismatches';
import { postLedgerEntry } from './post-ledger-entry';

describe('postLedgerEntry', () => {
  const world = createTestWorld();
  let lobbyId: string;
  let userId: string;
  let roundId: string;
  beforeAll(async () => {
    const user = await world.user();
    const { match, rounds } = await insertMatch(world.app.db);
    const lobby = await insertLobby(world.app.db, match.id, user.id);
    await insertLobbyUser(world.app.db, lobby.id, user.id);
    lobbyId = lobby.id;
    userId = user.id;
    roundId = rounds[0]!.id;
  });

  const post = (entry: Partial<Parameters<typeof postLedgerEntry>[1]>) =>
    world.app.db.transaction((tx) =>
      postLedgerEntry(tx, { lobbyId, userId, delta: 0, kind: 'card', ...entry }),
    );

  it('moves the balance with the entry, and a repeated start is a no-op', async () => {
    expect(await post({ kind: 'start', delta: 100 })).toEqual({ applied: true, chips: 100 });
    expect(await post({ kind: 'start', delta: 100 })).toEqual({ applied: false, chips: null });
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('charges one penalty per player and round, however often it is asked', async () => {
    const results = await Promise.all([1, 2, 3].map(() => post({ kind: 'penalty', delta: -5, roundId })));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('refuses a movement below zero and leaves no trace of it', async () => {
    await expect(post({ kind: 'card', delta: -1000 })).rejects.toThrow();
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });

  it('refuses an entry for someone outside the lobby, rolling the ledger row back', async () => {
    await expect(post({ userId: randomUUID(), kind: 'card', delta: 1 })).rejects.toThrow();
    expect(await ledgerMismatches(world.app.db)).toEqual([]);
  });
});
