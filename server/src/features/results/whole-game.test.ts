import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import { chipsOf } from '../../../test/kits/engine-world';
import { insertLobby, type TestUser } from '../../../test/world';
import { lobbies } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

type Result = { lobbyId: string; position: number; totalPlayers: number; userWon: boolean };

describe('a whole game from the first bet to previous results', () => {
  const w = createBettingWorld({
    isTournament: true,
    prizeDistribution: 'winner-takes-all',
    enableBetChipCards: false,
  });
  let normalLobby: string;
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let e: TestUser;
  let spectator: TestUser;
  let x: TestUser;
  let y: TestUser;
  const round = (n: number) => w.rounds[n - 1]!.id;
  const goal = () => w.odd('Goal', 'over').id;
  const noGoal = () => w.odd('Goal', 'under').id;
  const noCorner = () => w.odd('Corner', 'under').id;
  const results = async (user: TestUser): Promise<Result[]> => {
    const res = await w.get(user, '/api/app/user-results');
    expect(res.statusCode).toBe(200);
    return res.json().data.results;
  };
  const bet = async (
    user: TestUser,
    roundNumber: number,
    oddsId: string,
    stake: number,
    lobbyId?: string,
  ) => {
    const res = await w.placeBet(user, { roundId: round(roundNumber), oddsId, stake, lobbyId });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    a = await w.member();
    b = await w.member();
    c = await w.member();
    e = await w.member(60);
    spectator = await w.member(0, 'spectator');
    const normal = await insertLobby(w.app.db, w.match.id, a.id, { enableBetChipCards: false });
    normalLobby = normal.id;
    x = await w.addMember(normalLobby);
    y = await w.addMember(normalLobby);
  });

  it('takes the pre-match bets of players and refuses the spectator', async () => {
    await bet(a, 1, goal(), 20);
    await bet(b, 1, noGoal(), 20);
    await bet(c, 1, noGoal(), 10);
    await bet(e, 1, noGoal(), 55);
    await bet(x, 1, goal(), 10, normalLobby);
    await bet(y, 1, noGoal(), 10, normalLobby);
    const res = await w.placeBet(spectator, { roundId: round(1), stake: 10 });
    expect(res.statusCode).toBe(400);
  });

  it('plays the first half: a goal, settlement, penalties and an elimination', async () => {
    await w.startHalf(1);
    w.clock.set(atMinute(1));
    await w.app.engine.tick();
    await bet(a, 2, noCorner(), 10);
    w.clock.set(atMinute(3));
    const scored = await w.call('POST', '/api/admin/event', {
      match: w.match.id,
      eventType: 'Goal',
      team: 'away',
    });
    expect(scored.statusCode).toBe(200);
    w.clock.set(atMinute(10));
    await w.app.engine.tick();
    const out = await w.placeBet(e, { roundId: round(3), stake: 1 });
    expect([out.statusCode, out.json().error]).toEqual([400, 'Eliminated players cannot place bets']);
    const ended = await w.call('POST', '/api/admin/game/end-half', { matchId: w.match.id, halfNumber: 1 });
    expect(ended.statusCode).toBe(200);
    await w.app.engine.tick();
  });

  it('plays the second half to the end of the match and finishes both lobbies once', async () => {
    await w.startHalf(2);
    w.clock.set(atMinute(11));
    await w.app.engine.tick();
    w.clock.set(atMinute(12));
    const ended = await w.call('POST', '/api/admin/game/end-half', { matchId: w.match.id, halfNumber: 2 });
    expect(ended.statusCode).toBe(200);
    await w.app.engine.tick();
    const chips = await Promise.all([a, b, c, e].map((user) => chipsOf(w.app, w.lobby.id, user.id)));
    // A: -20 +36; round 2's 10 on no corner comes back, void: the half ended at 10', before its end
    // at 18' (game-rules 16); -5 for no bet on the second half's first round
    expect(chips).toEqual([111, 70, 80, 0]);
    const [row] = await w.app.db.select().from(lobbies).where(eq(lobbies.id, w.lobby.id));
    expect(row!.status).toBe('finished');
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });

  it('shows the tournament final standings with the whole prize pool to the winner', async () => {
    const res = await w.get(b, `/api/app/game/final-standings/${w.lobby.id}`);
    expect(res.statusCode).toBe(200);
    const { standings, winner, finished } = res.json().data;
    expect(finished).toBe(true);
    expect(winner._id).toBe(a.id);
    expect(
      standings.map((s: { user: { _id: string }; rank: number; share: number; won: boolean }) => [
        s.user._id,
        s.rank,
        s.share,
        s.won,
      ]),
    ).toEqual([
      [a.id, 1, 400, true],
      [c.id, 2, 0, false],
      [b.id, 3, 0, false],
      [e.id, 4, 0, false],
    ]);
  });

  it('shows WIN and LOSS in previous results, stable after more ticks', async () => {
    await w.app.engine.tick();
    expect(await results(a)).toEqual([
      expect.objectContaining({
        lobbyId: w.lobby.id,
        score: { home: 0, away: 1 },
        position: 1,
        totalPlayers: 4,
        userWon: true,
      }),
    ]);
    expect(await results(b)).toEqual([
      expect.objectContaining({ lobbyId: w.lobby.id, position: 3, userWon: false }),
    ]);
    expect(await results(e)).toEqual([expect.objectContaining({ position: 4, userWon: false })]);
    expect(await results(spectator)).toEqual([]);
    expect(await results(x)).toEqual([
      expect.objectContaining({ lobbyId: normalLobby, position: 1, totalPlayers: 2, userWon: true }),
    ]);
    expect(await results(y)).toEqual([expect.objectContaining({ position: 2, userWon: false })]);
  });
});
