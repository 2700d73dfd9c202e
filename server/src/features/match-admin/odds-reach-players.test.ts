import type { LobbyDetails, PushMessage } from '@kickchips/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBettingWorld } from '../../../test/kits/betting-world';
import type { TestUser } from '../../../test/world';

describe("an admin's odds edit", () => {
  const w = createBettingWorld();
  let player: TestUser;
  beforeAll(async () => {
    player = await w.member();
  });
  const details = async (): Promise<LobbyDetails> =>
    (await w.get(player, `/api/app/game/lobby-details/${w.lobby.id}`)).json().data;

  it("is in a player's very next lobby-details read and arrives as a push notice", async () => {
    const odd = w.odd('Goal', 'over');
    const before = await details();
    expect(before.odds.find((o) => o._id === odd.id)?.odds).toBe(1.8);

    // on PostgreSQL the notice comes back through LISTEN a moment after the call
    const arrived = new Promise<PushMessage>((resolve) => {
      const stop = w.app.notifier.subscribe((message) => {
        if (message.type !== 'match.changed') return;
        stop();
        resolve(message);
      });
    });
    const res = await w.call('POST', `/api/admin/odds/${odd.id}`, {
      match: w.match.id,
      eventType: 'Goal',
      betType: 'over',
      threshold: odd.threshold,
      odds: 3.5,
    });
    expect(res.statusCode).toBe(200);

    const after = await details();
    expect(after.odds.find((o) => o._id === odd.id)?.odds).toBe(3.5);
    expect(await arrived).toEqual({ type: 'match.changed', matchId: w.match.id });
  });
});
