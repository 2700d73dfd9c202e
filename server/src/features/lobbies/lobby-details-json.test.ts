import { type LobbyDetails, lobbyDetailsSchema, okEnvelopeSchema } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLobbyAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { createTestWorld, insertMatch, type TestUser } from '../../../test/world';
import { matches, matchHalves } from '../../db/schema';
import { ok } from '../../http/reply';
import { lobbyDetailsJson } from './lobby-details-json';

const MINUTE = 60_000;
const envelope = okEnvelopeSchema(lobbyDetailsSchema);
/** What the zod serialiser every other route uses writes for this reply. */
const zodJson = (reply: unknown) => JSON.stringify(envelope.encode(reply as never));

const testWorld = createTestWorld();
let host: TestUser;
let player: TestUser;
let watcher: TestUser;

beforeAll(async () => {
  host = await testWorld.user();
  player = await testWorld.user();
  watcher = await testWorld.user();
});

type Phase = { halves: { startedMinutesAgo?: number; endedMinutesAgo?: number }[]; status: string };

/** A lobby of a host, a player and a spectator on a match of two halves, then put in the given phase. */
async function lobbyIn(phase: Phase) {
  const world = await insertMatch(testWorld.app.db, { clockSpeed: 1.5 });
  const lobby = await createLobbyAs(testWorld.app, host.headers, world.match.id, { bettingTimeLimit: 7 });
  await lobbyCalls(testWorld.app).join(player.headers, lobby.lobbyCode);
  await lobbyCalls(testWorld.app).join(watcher.headers, lobby.lobbyCode, 'spectator');
  for (const [index, half] of phase.halves.entries()) {
    const ago = (minutes?: number) =>
      minutes === undefined ? null : new Date(Date.now() - minutes * MINUTE);
    const endTime = ago(half.endedMinutesAgo);
    await testWorld.app.db
      .update(matchHalves)
      .set({
        status: endTime ? 'finished' : 'active',
        startTime: ago(half.startedMinutesAgo),
        endTime,
      })
      .where(eq(matchHalves.id, world.halves[index]!.id));
  }
  await testWorld.app.db.update(matches).set({ status: phase.status }).where(eq(matches.id, world.match.id));
  testWorld.app.hotReads.apply({ type: 'match.changed', matchId: world.match.id });
  return lobby;
}

const phases: Record<string, Phase> = {
  'before kick-off': { halves: [], status: 'upcoming' },
  'a round in play': { halves: [{ startedMinutesAgo: 20 }], status: 'active' },
  'half-time': { halves: [{ startedMinutesAgo: 40, endedMinutesAgo: 5 }], status: 'active' },
  'the second half': {
    halves: [{ startedMinutesAgo: 60, endedMinutesAgo: 28 }, { startedMinutesAgo: 10 }],
    status: 'active',
  },
  'full time': {
    halves: [
      { startedMinutesAgo: 90, endedMinutesAgo: 58 },
      { startedMinutesAgo: 50, endedMinutesAgo: 18 },
    ],
    status: 'completed',
  },
};

describe('the lobby-details reply', () => {
  it.each(Object.entries(phases))(
    'is, %s, exactly what the zod serialiser writes, for every member, read after read',
    async (_name, phase) => {
      const lobby = await lobbyIn(phase);
      for (const account of [host, player, watcher, host]) {
        const res = await lobbyCalls(testWorld.app).details(account.headers, lobby._id);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.body).toBe(zodJson(JSON.parse(res.body)));
        expect(res.json().data.currentUser._id).toBe(account.id);
      }
    },
  );

  it('shows a change at once: the shared parts are serialised per snapshot, not kept past it', async () => {
    const lobby = await lobbyIn(phases['a round in play']!);
    const before = (await lobbyCalls(testWorld.app).details(host.headers, lobby._id)).json()
      .data as LobbyDetails;
    const late = await testWorld.user();
    await lobbyCalls(testWorld.app).join(late.headers, lobby.lobbyCode);
    const after = (await lobbyCalls(testWorld.app).details(host.headers, lobby._id)).json()
      .data as LobbyDetails;
    expect(after.users.map((member) => member.user._id)).toEqual([
      ...before.users.map((member) => member.user._id),
      late.id,
    ]);
    expect(after.leaderboard).toHaveLength(before.leaderboard.length + 1);
  });
});

describe('lobbyDetailsJson', () => {
  const details = async () => {
    const lobby = await lobbyIn(phases['a round in play']!);
    const res = await lobbyCalls(testWorld.app).details(host.headers, lobby._id);
    return res.json().data as LobbyDetails;
  };

  it('leaves out a missing lastEndedRound as zod does, and writes it when null', async () => {
    const { lastEndedRound: _, ...withoutLast } = await details();
    expect(lobbyDetailsJson(ok(withoutLast))).toBe(zodJson(ok(withoutLast)));
    const withNull = { ...withoutLast, lastEndedRound: null };
    expect(lobbyDetailsJson(ok(withNull))).toBe(zodJson(ok(withNull)));
  });

  it('checks the shared parts against their schemas and strips what they do not name', async () => {
    const read = await details();
    const extra = { ...read, users: read.users.map((member) => ({ ...member, secret: 'x' })) };
    expect(lobbyDetailsJson(ok(extra))).toBe(zodJson(ok(read)));
    const broken = { ...read, odds: [{ ...read.odds[0]!, odds: 'high' as unknown as number }] };
    expect(() => lobbyDetailsJson(ok(broken))).toThrow();
  });

  it('keeps the JSON of frozen parts only: a part that may still change is written afresh', async () => {
    const read = await details();
    const users = read.users.map((member) => ({ ...member }));
    const first = lobbyDetailsJson(ok({ ...read, users }));
    users[0]!.chips += 7;
    const second = lobbyDetailsJson(ok({ ...read, users }));
    expect(second).not.toBe(first);
    expect(second).toBe(zodJson(ok({ ...read, users })));
  });
});
