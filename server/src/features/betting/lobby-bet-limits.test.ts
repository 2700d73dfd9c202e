import { describe, expect, it } from 'vitest';
import { createBettingWorld } from '../../../test/kits/betting-world';
import { chipsOf } from '../../../test/kits/engine-world';

describe("place-bet: the lobby's limits, not 100 (game-rules 12)", () => {
  const w = createBettingWorld({ minBetAmount: 1, maxBetAmount: 250, enableBetChipCards: false });

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
