import type { NotificationData, PushMessage } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { createLobbyAs, detailsAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { insertMatch, type TestUser } from '../../../test/world';
import { bets, lobbies, matches } from '../../db/schema';
import { ledgerMismatches } from '../ledger';
import type { Notifier } from '../notices';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('host controls: remove, lock, hand over; and the rematch', () => {
  const w = createBettingWorld();
  const notices: PushMessage[] = [];
  let calls: ReturnType<typeof lobbyCalls>;
  let host: TestUser;

  const post = (user: TestUser, route: string, body: object) =>
    w.as(user).call('POST', `/api/app/game/${route}`, body);
  const kick = (user: TestUser, lobbyId: string, userId: string) => post(user, 'kick', { lobbyId, userId });
  const lock = (user: TestUser, lobbyId: string, locked: boolean) => post(user, 'lock', { lobbyId, locked });
  const transfer = (user: TestUser, lobbyId: string, userId: string) =>
    post(user, 'transfer-host', { lobbyId, userId });
  /** What the join dialogs learn of the lobby before joining: why this caller may not. */
  const refusalFor = async (user: TestUser, code: string) =>
    (await w.as(user).call('GET', `/api/app/game/lobby-by-code/${code}`)).json().data.lobby.joinRefusal;
  const told = async (user: TestUser): Promise<NotificationData[]> =>
    (await w.as(user).call('GET', '/api/app/notifications'))
      .json()
      .data.notifications.map((n: { data: NotificationData }) => n.data);
  /** A lobby on the world's match hosted by `host`, with `count` more players joined by code. */
  const lobbyWith = async (count: number, settings?: object) => {
    const lobby = await createLobbyAs(w.app, host.headers, w.match.id, settings);
    const players: TestUser[] = [];
    for (let i = 0; i < count; i++) {
      const player = await w.user();
      const joined = await calls.join(player.headers, lobby.lobbyCode);
      if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
      players.push(player);
    }
    return { lobby, players };
  };

  beforeAll(async () => {
    (w.app as unknown as { notifier: Notifier }).notifier.subscribe((message) => notices.push(message));
    calls = lobbyCalls(w.app);
    host = await w.user();
  });
  afterAll(async () => {
    // every chip movement of every test above went through the ledger
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });

  describe('POST /api/app/game/kick', () => {
    it('takes the player out for good: not listed, no member reads, no rejoin by code or link, told by a notice', async () => {
      const { lobby, players } = await lobbyWith(2);
      const [bob, carol] = players as [TestUser, TestUser];
      const from = notices.length;

      const res = await kick(host, lobby._id, bob.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ lobby });
      // on PostgreSQL the notices come back through LISTEN/NOTIFY, a moment later
      await vi.waitFor(() =>
        expect(notices.slice(from)).toEqual(
          expect.arrayContaining([
            { type: 'lobby.delta', lobbyId: lobby._id, bets: [], joined: [], left: [bob.id] },
            { type: 'user.notified', userId: bob.id },
          ]),
        ),
      );

      const seen = await detailsAs(w.app, carol.headers, lobby._id);
      // everyone joined at the same instant of the test clock: the order is not the point
      expect(seen.users.map((member) => member.user._id).sort()).toEqual([host.id, carol.id].sort());
      expect(seen.leaderboard.map((entry) => entry.user._id)).not.toContain(bob.id);
      const details = await calls.details(bob.headers, lobby._id);
      expect(details.statusCode).toBe(403);
      expect(details.json().error).toBe('The host removed you from this lobby');
      const chat = await w.as(bob).call('GET', `/api/app/chat/messages?lobbyId=${lobby._id}`);
      expect(chat.statusCode).toBe(403);
      expect(chat.json().error).toBe('The host removed you from this lobby');

      expect(await refusalFor(bob, lobby.lobbyCode)).toBe('The host removed you from this lobby');
      expect(await refusalFor(carol, lobby.lobbyCode)).toBeNull();
      const openTo = async (user: TestUser) =>
        (await calls.list(user.headers))
          .json()
          .data.lobbies.some((l: { _id: string }) => l._id === lobby._id);
      expect(await openTo(bob)).toBe(false);
      expect(await openTo(carol)).toBe(true);
      for (const role of ['player', 'spectator'] as const) {
        const again = await calls.join(bob.headers, lobby.lobbyCode, role);
        expect(again.statusCode).toBe(403);
        expect(again.json().error).toBe('The host removed you from this lobby');
      }
      expect(await told(bob)).toEqual([
        { kind: 'lobby.removed', lobbyId: lobby._id, lobbyCode: lobby.lobbyCode, by: 'host' },
      ]);
      // a second removal changes nothing and tells nobody again
      expect((await kick(host, lobby._id, bob.id)).statusCode).toBe(200);
      expect(await told(bob)).toHaveLength(1);
    });

    it('removes a member who had left, who then cannot come back either', async () => {
      const { lobby, players } = await lobbyWith(1);
      const [bob] = players as [TestUser];
      await calls.leave(bob.headers, lobby._id);
      expect((await kick(host, lobby._id, bob.id)).statusCode).toBe(200);
      expect((await calls.join(bob.headers, lobby.lobbyCode)).statusCode).toBe(403);
    });

    it('is the host’s alone: 403 with a sentence for a member, 403 for a stranger, 404 for no lobby, 400 for oneself', async () => {
      const { lobby, players } = await lobbyWith(2);
      const [bob, carol] = players as [TestUser, TestUser];
      const stranger = await w.user();

      const byMember = await kick(bob, lobby._id, carol.id);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().error).toBe('Only the host can remove players');
      const byStranger = await kick(stranger, lobby._id, carol.id);
      expect(byStranger.statusCode).toBe(403);
      expect(byStranger.json().error).toBe('You are not a member of this lobby');
      expect((await kick(host, UNKNOWN, carol.id)).statusCode).toBe(404);
      const self = await kick(host, lobby._id, host.id);
      expect(self.statusCode).toBe(400);
      expect(self.json().error).toContain('userId');
      const nobody = await kick(host, lobby._id, stranger.id);
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().error).toBe('This user is not in this lobby');
      const bad = await post(host, 'kick', { lobbyId: lobby._id, userId: 'bob' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('userId');

      expect((await detailsAs(w.app, carol.headers, lobby._id)).users).toHaveLength(3);
    });
  });

  describe('POST /api/app/game/lock', () => {
    it('refuses newcomers with a sentence, lets members who left come back, and shows in the details', async () => {
      const { lobby, players } = await lobbyWith(1);
      const [bob] = players as [TestUser];
      await calls.leave(bob.headers, lobby._id);

      const locked = await lock(host, lobby._id, true);
      expect(locked.statusCode).toBe(200);
      expect(locked.json().data).toEqual({ lobby: { ...lobby, locked: true } });
      expect((await detailsAs(w.app, host.headers, lobby._id)).lobby.locked).toBe(true);

      const newcomer = await w.user();
      const refused = await calls.join(newcomer.headers, lobby.lobbyCode);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('This lobby is locked by its host');
      expect(await refusalFor(newcomer, lobby.lobbyCode)).toBe('This lobby is locked by its host');
      expect(await refusalFor(bob, lobby.lobbyCode)).toBeNull();
      expect((await calls.join(bob.headers, lobby.lobbyCode)).statusCode).toBe(200);
      expect((await detailsAs(w.app, bob.headers, lobby._id)).lobby.locked).toBe(true);

      expect((await lock(host, lobby._id, false)).json().data.lobby.locked).toBe(false);
      expect(await refusalFor(newcomer, lobby.lobbyCode)).toBeNull();
      expect((await calls.join(newcomer.headers, lobby.lobbyCode)).statusCode).toBe(200);
    });

    it('takes a locked lobby off the open list until it is unlocked', async () => {
      const { lobby } = await lobbyWith(0);
      const listed = async () =>
        (await calls.list(host.headers))
          .json()
          .data.lobbies.some((l: { _id: string }) => l._id === lobby._id);
      expect(await listed()).toBe(true);
      await lock(host, lobby._id, true);
      expect(await listed()).toBe(false);
      await lock(host, lobby._id, false);
      expect(await listed()).toBe(true);
    });

    it('is the host’s alone, and names a bad value', async () => {
      const { lobby, players } = await lobbyWith(1);
      const refused = await lock(players[0]!, lobby._id, true);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only the host can lock this lobby');
      expect((await lock(await w.user(), lobby._id, true)).statusCode).toBe(403);
      expect((await lock(host, UNKNOWN, true)).statusCode).toBe(404);
      const bad = await post(host, 'lock', { lobbyId: lobby._id, locked: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('locked');
      expect((await detailsAs(w.app, host.headers, lobby._id)).lobby.locked).toBe(false);
    });
  });

  describe('POST /api/app/game/transfer-host', () => {
    it('hands hosting to a present player, who may then use the controls; the old host may not', async () => {
      const { lobby, players } = await lobbyWith(2);
      const [bob, carol] = players as [TestUser, TestUser];
      const from = notices.length;
      const res = await transfer(host, lobby._id, bob.id);
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() =>
        expect(notices.slice(from)).toContainEqual({ type: 'lobby.changed', lobbyId: lobby._id }),
      );
      expect((await detailsAs(w.app, carol.headers, lobby._id)).lobby.hostUser._id).toBe(bob.id);

      const formerHost = await kick(host, lobby._id, carol.id);
      expect(formerHost.statusCode).toBe(403);
      expect(formerHost.json().error).toBe('Only the host can remove players');
      expect((await lock(bob, lobby._id, true)).statusCode).toBe(200);
    });

    it('refuses a spectator, someone who left, a stranger, and anyone but the host', async () => {
      const { lobby, players } = await lobbyWith(2);
      const [bob, carol] = players as [TestUser, TestUser];
      const watcher = await w.user();
      await calls.join(watcher.headers, lobby.lobbyCode, 'spectator');
      await calls.leave(carol.headers, lobby._id);

      const toSpectator = await transfer(host, lobby._id, watcher.id);
      expect(toSpectator.statusCode).toBe(400);
      expect(toSpectator.json().error).toContain('only a player can host');
      expect((await transfer(host, lobby._id, carol.id)).statusCode).toBe(404);
      expect((await transfer(host, lobby._id, (await w.user()).id)).statusCode).toBe(404);
      const byMember = await transfer(bob, lobby._id, bob.id);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().error).toBe('Only the host can hand over hosting');
      expect((await detailsAs(w.app, bob.headers, lobby._id)).lobby.hostUser._id).toBe(host.id);
    });
  });

  describe('POST /api/app/game/rematch', () => {
    it('opens a lobby on the next match with the same settings, hosted by the caller, and invites the group', async () => {
      const settings = { startingChips: 300, maxBetAmount: 50, isPrivate: true, allowChatting: false };
      const { lobby, players } = await lobbyWith(3, settings);
      const [bob, carol, dave] = players as [TestUser, TestUser, TestUser];
      await kick(host, lobby._id, dave.id);
      await calls.leave(carol.headers, lobby._id);
      const next = await insertMatch(w.app.db);

      const res = await post(bob, 'rematch', { lobbyId: lobby._id, matchId: next.match.id });
      expect(res.statusCode).toBe(200);
      const rematch = res.json().data.lobby;
      expect(rematch).toEqual({ _id: expect.any(String), lobbyCode: expect.any(String) });
      expect(rematch._id).not.toBe(lobby._id);

      const details = await detailsAs(w.app, bob.headers, rematch._id);
      expect(details.match._id).toBe(next.match.id);
      expect(details.lobby.hostUser._id).toBe(bob.id);
      expect(details.currentUser).toMatchObject({ role: 'player', chips: 300 });
      expect(details.lobby.gameSettings).toEqual(
        (await detailsAs(w.app, host.headers, lobby._id)).lobby.gameSettings,
      );
      expect(details.lobby.locked).toBe(false);

      const invite = {
        kind: 'lobby.invited',
        lobbyId: rematch._id,
        lobbyCode: rematch.lobbyCode,
        leagueName: null,
      };
      for (const friend of [host, carol]) {
        expect(await told(friend)).toContainEqual(expect.objectContaining(invite));
      }
      expect((await told(dave)).some((n) => n.kind === 'lobby.invited')).toBe(false);
      expect((await told(bob)).some((n) => n.kind === 'lobby.invited')).toBe(false);
      expect((await calls.join(carol.headers, rematch.lobbyCode)).statusCode).toBe(200);
    });

    it('keeps the league, and tells each league member and group member once', async () => {
      const created = await w.as(host).call('POST', '/api/app/league', { name: 'Rematch League' });
      const league = created.json().data.league;
      const leagueFriend = await w.user();
      await w.as(leagueFriend).call('POST', '/api/app/league/join', { inviteCode: league.inviteCode });
      const first = await w.as(host).call('POST', '/api/app/game/create-lobby', {
        matchId: w.match.id,
        leagueId: league._id,
        gameSettings: { startingChips: 150 },
      });
      const lobby = first.json().data.lobby;
      await calls.join(leagueFriend.headers, lobby.lobbyCode);
      const guest = await w.user();
      await calls.join(guest.headers, lobby.lobbyCode);
      const next = await insertMatch(w.app.db);

      const res = await post(host, 'rematch', { lobbyId: lobby._id, matchId: next.match.id });
      expect(res.statusCode).toBe(200);
      const rematch = res.json().data.lobby;
      const [row] = await w.app.db.select().from(lobbies).where(eq(lobbies.id, rematch._id));
      expect(row).toMatchObject({ leagueId: league._id, matchId: next.match.id, hostUserId: host.id });
      expect(row!.settings).toMatchObject({ startingChips: 150 });

      const invites = (await told(leagueFriend)).filter(
        (n) => n.kind === 'lobby.invited' && n.lobbyId === rematch._id,
      );
      expect(invites).toEqual([expect.objectContaining({ leagueName: 'Rematch League' })]);
      // a guest of the lobby outside the league is invited as one of the group, but cannot start the league's next game
      expect(await told(guest)).toContainEqual(expect.objectContaining({ lobbyId: rematch._id }));
      const byGuest = await post(guest, 'rematch', { lobbyId: lobby._id, matchId: next.match.id });
      expect(byGuest.statusCode).toBe(403);
      expect(byGuest.json().error).toBe("Only members of this game's league can start its next game");
    });

    it('refuses a completed match, strangers, removed members, unknown lobbies and bad ids', async () => {
      const { lobby, players } = await lobbyWith(1);
      const [bob] = players as [TestUser];
      const done = await insertMatch(w.app.db);
      await w.app.db.update(matches).set({ status: 'completed' }).where(eq(matches.id, done.match.id));
      const next = await insertMatch(w.app.db);

      const ended = await post(host, 'rematch', { lobbyId: lobby._id, matchId: done.match.id });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().error).toBe('This match has already ended');
      expect((await post(host, 'rematch', { lobbyId: lobby._id, matchId: UNKNOWN })).statusCode).toBe(404);
      const stranger = await post(await w.user(), 'rematch', { lobbyId: lobby._id, matchId: next.match.id });
      expect(stranger.statusCode).toBe(403);
      await kick(host, lobby._id, bob.id);
      const removed = await post(bob, 'rematch', { lobbyId: lobby._id, matchId: next.match.id });
      expect(removed.statusCode).toBe(403);
      expect(removed.json().error).toBe('The host removed you from this lobby');
      expect((await post(host, 'rematch', { lobbyId: UNKNOWN, matchId: next.match.id })).statusCode).toBe(
        404,
      );
      const bad = await post(host, 'rematch', { lobbyId: lobby._id, matchId: 'next' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('matchId');
    });
  });

  describe('a removed player’s bets', () => {
    it('leaves the removed player’s bet in place, and it settles as usual', async () => {
      const bob = await w.member();
      await w.app.db.update(lobbies).set({ hostUserId: host.id }).where(eq(lobbies.id, w.lobby.id));
      await w.startHalf(1);
      w.clock.set(atMinute(0) - 20_000);
      expect((await w.placeBet(bob, { roundId: w.rounds[0]!.id, stake: 10 })).statusCode).toBe(200);

      // hosting the world's lobby without being in it gives no say
      expect((await kick(host, w.lobby.id, bob.id)).statusCode).toBe(403);
      await calls.join(host.headers, w.lobby.code);
      expect((await kick(host, w.lobby.id, bob.id)).statusCode).toBe(200);

      w.clock.set(atMinute(9));
      await w.app.engine.tick();
      const [bet] = await w.app.db.select().from(bets).where(eq(bets.userId, bob.id));
      expect(bet).toMatchObject({ stake: 10, status: 'lost' });
    });
  });
});
