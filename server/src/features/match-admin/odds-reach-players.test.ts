import type { LobbyDetails, PushMessage } from '@kickchips/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../admin-shared/test-users';
import { type BettingWorld, createBettingWorld } from '../betting/betting-test-kit';

describe("an admin's odds edit", () => {
  let w: BettingWorld;
  let player: TestUser;
  beforeAll(async () => {
    w = await createBettingWorld();
    player = await w.member();
  });
  afterAll(() => w.app.close());
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
