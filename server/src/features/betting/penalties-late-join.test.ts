import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atMinute, createBettingWorld } from '../../../test/kits/betting-world';
import type { TestUser } from '../../../test/world';
import { lobbyUsers } from '../../db/schema';
import { ledgerMismatches } from '../ledger';

describe('penalties shown, late joiners spared, warnings in time (game-rules 12)', () => {
  const w = createBettingWorld({ enableBetChipCards: false });
  let early: TestUser;
  let late: TestUser;
  const penaltiesOf = async (user: TestUser) => {
    const res = await w.get(user, `/api/app/user-bet/all?lobbyId=${w.lobby.id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.penalties as { roundNumber: number; chips: number; at: string }[];
  };

  beforeAll(async () => {
    early = await w.member();
    late = await w.member();
    await w.startHalf(1);
  });

  it('says when the closing-soon warning starts: 70 % of round 1, before the 15 s floor', async () => {
    w.clock.set(atMinute(5));
    const res = await w.get(early, `/api/app/game/lobby-details/${w.lobby.id}`);
    expect(res.json().data.betting).toEqual({
      status: 'open',
      closesAt: new Date(atMinute(7.2)).toISOString(),
      warnsAt: new Date(atMinute(6.3)).toISOString(),
    });
  });

  it('charges the early player for rounds 1 and 2, but not a player who joined 42 s before the close', async () => {
    await w.app.db
      .update(lobbyUsers)
      .set({ joinedAt: new Date(atMinute(6.5)) })
      .where(and(eq(lobbyUsers.lobbyId, w.lobby.id), eq(lobbyUsers.userId, late.id)));
    w.clock.set(atMinute(8));
    await w.app.engine.tick();
    expect(await penaltiesOf(early)).toEqual([
      { roundId: w.rounds[0]!.id, roundNumber: 1, chips: 5, at: new Date(atMinute(0)).toISOString() },
      { roundId: w.rounds[1]!.id, roundNumber: 2, chips: 5, at: new Date(atMinute(7.2)).toISOString() },
    ]);
    expect(await penaltiesOf(late)).toEqual([]);
    expect(await ledgerMismatches(w.app.db)).toEqual([]);
  });
});
