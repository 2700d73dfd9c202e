import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMatchAs, type Half } from '../../../test/kits/create-match-as';
import { insertPlayedBet } from '../../../test/kits/insert-played-bet';
import { createTestWorld, insertLobby, insertLobbyUser } from '../../../test/world';
import { chipLedger, matches, matchHalves } from '../../db/schema';
import { ledgerMismatches, postLedgerEntry } from '../ledger';

describe('admin halves and rounds', () => {
  const world = createTestWorld({ seed: true });

  const { call } = world.as('admin');
  const newMatch = () => createMatchAs(world.as('admin'));
  const addRound = (halfId: string, roundNumber: number, startMinute: number, endMinute?: number | null) =>
    call('POST', '/api/admin/game/create-round', { halfId, roundNumber, startMinute, endMinute });

  describe('halves', () => {
    it('adds a half with a number of at least 1, unique in the match', async () => {
      const { match } = await newMatch();
      const created = await call('POST', '/api/admin/game/create-half', {
        matchId: match._id,
        halfNumber: 3,
        status: 'upcoming',
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data.half).toMatchObject({
        match: match._id,
        halfNumber: 3,
        status: 'upcoming',
        roundsCount: 0,
        startTime: null,
      });

      const zero = await call('POST', '/api/admin/game/create-half', { matchId: match._id, halfNumber: 0 });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().error).toBe('body.halfNumber: Half Number must be at least 1');
      const twice = await call('POST', '/api/admin/match-half', { matchId: match._id, halfNumber: 1 });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toBe('Half 1 already exists for this match');
      const active = await call('POST', '/api/admin/game/create-half', {
        matchId: match._id,
        halfNumber: 4,
        status: 'active',
      });
      expect(active.statusCode).toBe(400);
      const noMatch = await call('POST', '/api/admin/game/create-half', {
        matchId: '00000000-0000-4000-8000-000000000000',
        halfNumber: 1,
      });
      expect(noMatch.statusCode).toBe(404);
    });

    it('lists a match’s halves with round counts, under both spellings', async () => {
      const { match, halfs } = await newMatch();
      await addRound(halfs[0]!._id, 1, 0, 9);
      await addRound(halfs[0]!._id, 2, 9, 18);
      for (const url of [
        `/api/admin/match-half/match/${match._id}`,
        `/api/admin/matchHalf/match/${match._id}`,
      ]) {
        const res = await call('GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.matchHalfs.map((h: Half) => [h.halfNumber, h.roundsCount])).toEqual([
          [1, 2],
          [2, 0],
        ]);
      }
    });

    it('renumbers a half, refusing a number another half has', async () => {
      const { halfs } = await newMatch();
      expect(
        (await call('PUT', `/api/admin/match-half/${halfs[1]!._id}`, { halfNumber: 1 })).statusCode,
      ).toBe(409);
      const res = await call('PUT', `/api/admin/match-half/${halfs[1]!._id}`, { halfNumber: 5 });
      expect(res.json().data.half.halfNumber).toBe(5);
    });

    it('ends an active half only, and ending the last one completes the match', async () => {
      const { match, halfs } = await newMatch();
      const [first, second] = halfs as [Half, Half];
      const notActive = await call('POST', `/api/admin/matchHalf/end/${first._id}`, {
        endTime: new Date().toISOString(),
      });
      expect(notActive.statusCode).toBe(409);
      const startTime = new Date(Date.now() - 45 * 60_000);
      await world.app.db
        .update(matchHalves)
        .set({ status: 'active', startTime })
        .where(eq(matchHalves.matchId, match._id));
      const early = await call('POST', `/api/admin/matchHalf/end/${first._id}`, {
        endTime: new Date(startTime.getTime() - 1000).toISOString(),
      });
      expect(early.statusCode).toBe(400);
      const badTime = await call('POST', `/api/admin/matchHalf/end/${first._id}`, { endTime: 'yesterday' });
      expect(badTime.statusCode).toBe(400);
      expect(badTime.json().error).toMatch(/^body\.endTime/);

      const endTime = new Date().toISOString();
      const ended = await call('POST', `/api/admin/matchHalf/end/${first._id}`, { endTime });
      expect(ended.statusCode).toBe(200);
      expect(ended.json().data.half).toMatchObject({ status: 'finished', endTime });
      const [stillOn] = await world.app.db.select().from(matches).where(eq(matches.id, match._id));
      expect(stillOn?.status).toBe('scheduled');
      expect((await call('POST', `/api/admin/matchHalf/end/${first._id}`, {})).statusCode).toBe(409);

      const last = await call('POST', `/api/admin/matchHalf/end/${second._id}`);
      expect(last.statusCode).toBe(200);
      const [done] = await world.app.db.select().from(matches).where(eq(matches.id, match._id));
      expect(done?.status).toBe('completed');
    });

    it('deletes a half with its rounds, but not one whose rounds were bet on', async () => {
      const { match, halfs } = await newMatch();
      await addRound(halfs[0]!._id, 1, 0, 9);
      expect((await call('DELETE', `/api/admin/matchHalf/${halfs[0]!._id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/admin/matchRound/match/${match._id}`)).json().data.matchRounds).toEqual(
        [],
      );

      const round = (await addRound(halfs[1]!._id, 6, 0, 9)).json().data.round;
      const odd = (
        await call('POST', '/api/admin/game/create-odds', {
          matchId: match._id,
          name: 'Goal over 0.5',
          threshold: 0.5,
          oddsValue: 1.8,
          eventType: 'Goal',
          betType: 'over',
        })
      ).json().data.odds;
      await insertPlayedBet(world, { matchId: match._id, roundId: round._id, oddId: odd._id });
      const refused = await call('DELETE', `/api/admin/match-half/${halfs[1]!._id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('Bets were placed on rounds of this half, so it cannot be deleted');
      const refusedRound = await call('DELETE', `/api/admin/matchRound/${round._id}`);
      expect(refusedRound.statusCode).toBe(409);
      expect(refusedRound.json().error).toBe('Bets were placed on this round, so it cannot be deleted');
    });

    it('keeps a round whose betting closed with penalties, and its half, though nobody bet on it', async () => {
      const { match, halfs } = await newMatch();
      const round = (await addRound(halfs[0]!._id, 1, 0, 9)).json().data.round;
      const player = await world.user({ name: 'Idle' });
      const lobby = await insertLobby(world.app.db, match._id, player.id);
      await insertLobbyUser(world.app.db, lobby.id, player.id);
      await world.app.db.transaction(async (tx) => {
        await postLedgerEntry(tx, { lobbyId: lobby.id, userId: player.id, delta: 100, kind: 'start' });
        await postLedgerEntry(tx, {
          lobbyId: lobby.id,
          userId: player.id,
          delta: -5,
          kind: 'penalty',
          roundId: round._id,
        });
      });
      const refusedRound = await call('DELETE', `/api/admin/matchRound/${round._id}`);
      expect(refusedRound.statusCode).toBe(409);
      expect(refusedRound.json().error).toBe('Bets were placed on this round, so it cannot be deleted');
      const refusedHalf = await call('DELETE', `/api/admin/match-half/${halfs[0]!._id}`);
      expect(refusedHalf.statusCode).toBe(409);
      const penalties = await world.app.db.select().from(chipLedger).where(eq(chipLedger.roundId, round._id));
      expect(penalties).toHaveLength(1);
      expect(await ledgerMismatches(world.app.db)).toEqual([]);
    });
  });

  describe('rounds', () => {
    it('adds a round and lists it by match and by half', async () => {
      const { match, halfs } = await newMatch();
      const created = await addRound(halfs[1]!._id, 6, 0);
      expect(created.statusCode).toBe(200);
      expect(created.json().data.round).toMatchObject({
        half: halfs[1]!._id,
        halfNumber: 2,
        roundNumber: 6,
        startMinute: 0,
        endMinute: null,
        status: 'upcoming',
      });
      await addRound(halfs[0]!._id, 1, 0, 10);
      const byMatch = (await call('GET', `/api/admin/matchRound/match/${match._id}`)).json().data.matchRounds;
      expect(byMatch.map((r: { roundNumber: number }) => r.roundNumber)).toEqual([1, 6]);
      const byHalf = (await call('GET', `/api/admin/matchRound/half/${halfs[0]!._id}`)).json().data
        .matchRounds;
      expect(byHalf.map((r: { roundNumber: number }) => r.roundNumber)).toEqual([1]);
      const crud = (await call('GET', `/api/admin/match-round?half=${halfs[1]!._id}`)).json().data;
      expect(crud.map((r: { roundNumber: number }) => r.roundNumber)).toEqual([6]);
    });

    it('keeps the spec’s rules: Round Number min 1, Start Minute min 0, end after start, unique number', async () => {
      const { halfs } = await newMatch();
      const halfId = halfs[0]!._id;
      const zero = await addRound(halfId, 0, 0, 10);
      expect(zero.statusCode).toBe(400);
      expect(zero.json().error).toBe('body.roundNumber: Round Number must be at least 1');
      const negative = await addRound(halfId, 1, -1, 10);
      expect(negative.statusCode).toBe(400);
      expect(negative.json().error).toBe('body.startMinute: Start Minute must be at least 0');
      for (const endMinute of [10, 5]) {
        const res = await addRound(halfId, 1, 10, endMinute);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('body.endMinute: End minute must be greater than start minute.');
      }
      expect((await addRound(halfId, 1, 0, 10)).statusCode).toBe(200);
      const twice = await addRound(halfs[1]!._id, 1, 0, 10);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toBe('Round 1 already exists for this match');
      const fraction = await addRound(halfId, 2, 0.5, 10);
      expect(fraction.statusCode).toBe(400);
    });

    it('edits a round, checking the end against the start it will have', async () => {
      const { halfs } = await newMatch();
      const round = (await addRound(halfs[0]!._id, 1, 0, 10)).json().data.round;
      const bad = await call('PUT', `/api/admin/match-round/${round._id}`, { startMinute: 10 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('End minute must be greater than start minute.');
      const good = await call('POST', `/api/admin/match-round/${round._id}`, {
        startMinute: 10,
        endMinute: null,
      });
      expect(good.json().data.round).toMatchObject({ startMinute: 10, endMinute: null });
      expect((await call('DELETE', `/api/admin/match-round/${round._id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/admin/match-round/${round._id}`)).statusCode).toBe(404);
    });
  });
});
