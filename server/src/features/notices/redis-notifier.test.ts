import type { AddressInfo } from 'node:net';
import type { StreamNotice } from '@kickchips/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStream, type TestStream } from '../../../test/kits/open-test-stream';
import { startTestRedis, type TestRedis } from '../../../test/kits/redis-server';
import { createUser } from '../../../test/world/create-user';
import { createTestApp, type TestApp } from '../../../test/world/test-app';
import { openDatabase } from '../../db/database';

const is = (type: StreamNotice['type']) => (notice: StreamNotice) => notice.type === type;

describe('push notices through Redis between two instances', () => {
  let redis: TestRedis;
  let first: TestApp;
  let second: TestApp;
  const streams: TestStream[] = [];

  /** A stream of a new user of `app`, open and ready. */
  const streamOn = async (app: TestApp) => {
    const user = await createUser(app);
    const ticket = await app.inject({ method: 'POST', url: '/api/app/stream/ticket', headers: user.headers });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const stream = await openTestStream(base, { ticket: ticket.json().data.ticket });
    streams.push(stream);
    await stream.next(is('ready'));
    return stream;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    first = await createTestApp({ redisUrl: redis.url });
    // on PostgreSQL both share one database, as instances do; PGlite serves one process only
    const url = first.database.pool?.options.connectionString;
    second = await createTestApp(
      { redisUrl: redis.url },
      url ? { database: openDatabase({ databaseUrl: url, dataDir: 'memory://' }) } : {},
    );
    for (const app of [first, second]) await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second?.close();
    await first?.close();
    await redis?.kill();
  });

  it('brings a notice published on one instance to the streams of both', async () => {
    const here = await streamOn(first);
    const there = await streamOn(second);
    await first.notices.publish([{ type: 'lobbies.changed' }]);
    await here.next(is('lobbies.changed'), { timeoutMs: 3000 });
    await there.next(is('lobbies.changed'), { timeoutMs: 3000 });
  });

  it('keeps streams open through a Redis restart, resyncs them, and carries later notices', async () => {
    const here = await streamOn(first);
    const there = await streamOn(second);
    await redis.kill();
    // a change made while Redis is away is not held up by it
    const started = performance.now();
    await second.notices.publish([{ type: 'lobbies.changed' }]);
    expect(performance.now() - started).toBeLessThan(1000);
    await redis.start();

    await here.next(is('resync'), { timeoutMs: 10_000 });
    await there.next(is('resync'), { timeoutMs: 10_000 });
    const from = { here: here.events.length, there: there.events.length };
    await first.notices.publish([{ type: 'lobbies.changed' }]);
    // the same streams, still open: they hear it
    await there.next(is('lobbies.changed'), { from: from.there, timeoutMs: 3000 });
    await here.next(is('lobbies.changed'), { from: from.here, timeoutMs: 3000 });
  });
});
