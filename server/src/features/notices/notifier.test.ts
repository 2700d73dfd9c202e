import type { PushMessage } from '@kickchips/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/world';
import type { Database } from '../../db/database';
import { createLocalNotifier, createPostgresNotifier, type Notifier } from './notifier';

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('local notifier', () => {
  it('delivers a published notice to every subscriber until it unsubscribes', async () => {
    const notifier = createLocalNotifier();
    const a: PushMessage[] = [];
    const b: PushMessage[] = [];
    notifier.subscribe((m) => a.push(m));
    const stopB = notifier.subscribe((m) => b.push(m));
    await notifier.publish({ type: 'lobby.changed', lobbyId: 'L1' });
    stopB();
    await notifier.publish({ type: 'lobbies.changed' });
    expect(a).toHaveLength(2);
    expect(b).toEqual([{ type: 'lobby.changed', lobbyId: 'L1' }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL notifier', () => {
  let database: Database & { url: string | undefined };
  let first: Notifier;
  let second: Notifier;
  beforeAll(async () => {
    database = await openTestDatabase();
    first = await createPostgresNotifier(database.url!, database.pool!, () => undefined);
    second = await createPostgresNotifier(database.url!, database.pool!, () => undefined);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('carries a notice from one instance to both through LISTEN/NOTIFY', async () => {
    const seenByFirst: PushMessage[] = [];
    const seenBySecond: PushMessage[] = [];
    first.subscribe((m) => seenByFirst.push(m));
    second.subscribe((m) => seenBySecond.push(m));
    await first.publish({ type: 'match.event', matchId: 'M1' });
    await waitFor(() => seenByFirst.length === 1 && seenBySecond.length === 1);
    expect(seenBySecond[0]).toEqual({ type: 'match.event', matchId: 'M1' });
  });

  it('listens again after its connection was cut, says so, and carries later notices', async () => {
    let resubscribed = 0;
    second.onResubscribed(() => {
      resubscribed += 1;
    });
    const seen: PushMessage[] = [];
    second.subscribe((m) => seen.push(m));
    // ends every listening connection of this test's database, as a restart or a proxy would
    await database.pool!.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    await waitFor(() => resubscribed === 1, 10_000);
    await first.publish({ type: 'lobbies.changed' });
    await waitFor(() => seen.some((m) => m.type === 'lobbies.changed'));
  });
});
