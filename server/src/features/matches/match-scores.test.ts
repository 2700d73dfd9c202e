import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import type { TestUser } from '../../../test/world';

/** Every read that shows a match shows its score: goals by team, as they are recorded, undone or corrected. */
describe('the score everywhere a match is shown', () => {
  const w = createBettingWorld();
  let player: TestUser;
  let passerBy: TestUser;
  const record = async (payload: object) => {
    const res = await w.call('POST', '/api/admin/event', { match: w.match.id, ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.event._id as string;
  };
  const detailsScore = async () =>
    (await w.get(player, `/api/app/game/lobby-details/${w.lobby.id}`)).json().data.match.score;
  const scoresShown = async () => {
    const [details, byCode, open, feed, admin, adminOne] = await Promise.all([
      w.get(player, `/api/app/game/lobby-details/${w.lobby.id}`),
      w.get(passerBy, `/api/app/game/lobby-by-code/${w.lobby.code}`),
      w.get(passerBy, '/api/app/lobby'),
      w.get(passerBy, '/api/app/match'),
      w.call('GET', '/api/admin/match'),
      w.call('GET', `/api/admin/match/${w.match.id}`),
    ]);
    const ofMatch = (list: { _id: string; score: object }[]) => list.find((item) => item._id === w.match.id);
    return {
      details: details.json().data.match.score,
      byCode: byCode.json().data.lobby.match.score,
      open: open.json().data.lobbies.find((lobby: { _id: string }) => lobby._id === w.lobby.id).match.score,
      feed: ofMatch(feed.json().data.matches)!.score,
      admin: ofMatch(admin.json().data)!.score,
      adminOne: adminOne.json().data.score,
    };
  };
  const everywhere = (score: object) => ({
    details: score,
    byCode: score,
    open: score,
    feed: score,
    admin: score,
    adminOne: score,
  });

  beforeAll(async () => {
    player = await w.member();
    passerBy = await w.user();
    await w.startHalf(1);
  });

  it('is 0–0 before a goal', async () => {
    expect(await scoresShown()).toEqual(everywhere({ home: 0, away: 0 }));
  });

  it('counts goals by team, leaving out goals without a team, other event types and undone goals', async () => {
    w.clock.set(atMinute(2));
    await record({ eventType: 'Goal', team: 'home' });
    expect(await detailsScore()).toEqual({ home: 1, away: 0 });
    await record({ eventType: 'goal', team: 'away' });
    expect(await detailsScore()).toEqual({ home: 1, away: 1 });
    await record({ eventType: 'Goal' });
    await record({ eventType: 'Corner', team: 'home' });
    const undone = await record({ eventType: 'Goal', team: 'away' });
    expect(await detailsScore()).toEqual({ home: 1, away: 2 });
    await w.call('DELETE', `/api/admin/event/delete-event/${undone}`);
    expect(await scoresShown()).toEqual(everywhere({ home: 1, away: 1 }));
  });

  it('follows a corrected team at once', async () => {
    const events = (await w.call('GET', `/api/admin/event?matchId=${w.match.id}`)).json().data.events;
    const teamless = events.find((event: { eventType: string; team?: string }) => !event.team);
    expect((await w.call('PATCH', `/api/admin/event/${teamless._id}`, { team: 'home' })).statusCode).toBe(
      200,
    );
    expect(await scoresShown()).toEqual(everywhere({ home: 2, away: 1 }));
  });
});
