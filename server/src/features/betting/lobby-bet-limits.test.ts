import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chipsOf } from '../match-engine/engine-test-world';
import { type BettingWorld, createBettingWorld } from './betting-test-kit';

describe("place-bet: the lobby's limits, not 100 (game-rules 12)", () => {
  let w: BettingWorld;

  beforeAll(async () => {
    w = await createBettingWorld({ minBetAmount: 1, maxBetAmount: 250, enableBetChipCards: false });
  });
  afterAll(() => w.app.close());

  it('takes up to maxBetAmount and refuses one chip more', async () => {
    const rich = await w.member(400);
    const over = await w.placeBet(rich, { roundId: w.rounds[0]!.id, stake: 251 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('Maximum bet is 250 chips');
    const res = await w.placeBet(rich, { roundId: w.rounds[0]!.id, stake: 250 });
    expect(res.statusCode).toBe(200);
    expect(await chipsOf(w.app, w.lobby.id, rich.id)).toBe(150);
  });
});
