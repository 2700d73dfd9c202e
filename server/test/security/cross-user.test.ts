import { describe, expect, it } from 'vitest';
import type { Method } from '../world';
import { createSecurityWorld } from './security-world';

/** User B (a player of lobby B) tries every id of user A's: lobby, bet, chat, file and profile. */
describe("user B with user A's ids", () => {
  const w = createSecurityWorld();

  const asB = (method: Method, url: string, payload?: object) =>
    w.as(w.identities.other).call(method, url, payload);

  it("gets 403 or 404 for every read and write of A's lobby", async () => {
    const a = w.lobbyA.id;
    const round = w.rounds[0]!.id;
    const calls = [
      asB('GET', `/api/app/game/lobby-details/${a}`),
      asB('GET', `/api/app/game/leaderboard/${a}`),
      asB('GET', `/api/app/game/final-standings/${a}`),
      asB('GET', `/api/app/game/chip-history/${a}`),
      asB('GET', `/api/app/chat/messages?lobbyId=${a}`),
      asB('GET', `/api/app/user-bet/all?lobbyId=${a}`),
      asB('GET', `/api/app/user-bet/all?lobbyId=${a}&includeAll=true`),
      asB('GET', `/api/app/game/competitor-bets/${round}?lobbyId=${a}`),
      asB('GET', `/api/app/game/cards?lobbyId=${a}`),
      asB('POST', '/api/app/chat/send', { lobbyId: a, message: 'let me in' }),
      asB('POST', '/api/app/game/apply-inactivity-penalty', { lobbyId: a, matchRoundId: round }),
      asB('POST', '/api/app/game/leave-lobby', { lobbyId: a }),
      asB('POST', '/api/app/game/place-bet', {
        lobbyId: a,
        oddsId: w.odd('Goal', 'over').id,
        matchRoundId: round,
        stake: 5,
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([403, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.body).not.toContain(w.betId);
      expect(res.body).not.toContain(w.chatMessage);
      expect(res.body).not.toContain(w.identities.player.id);
    }
  });

  it("never sees A's bet or chat message through B's own lobby", async () => {
    const b = w.lobbyB.id;
    const reads = await Promise.all([
      asB('GET', `/api/app/user-bet/all?lobbyId=${b}&includeAll=true`),
      asB('GET', `/api/app/chat/messages?lobbyId=${b}`),
      asB('GET', `/api/app/game/lobby-details/${b}`),
      asB('GET', `/api/app/game/leaderboard/${b}`),
      asB('GET', '/api/app/user-results'),
    ]);
    for (const res of reads) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(w.betId);
      expect(res.body).not.toContain(w.chatMessage);
    }
  });

  it("cannot read A's private file, by signed link or directly, nor A's profile", async () => {
    expect((await asB('GET', `/api/app/s3/get-signed-url/${w.fileKey}`)).statusCode).toBe(403);
    expect((await asB('GET', `/api/files/${w.fileKey}`)).statusCode).toBe(404);
    expect((await asB('GET', `/api/admin/user/${w.identities.player.id}`)).statusCode).toBe(403);
    const own = await asB('GET', '/api/app/profile');
    expect(own.json().data.user._id).toBe(w.identities.other.id);
    expect(own.body).not.toContain(w.identities.player.email);
  });

  it("shows B only public facts of A's lobby when B has its code", async () => {
    const res = await asB('GET', `/api/app/game/lobby-by-code/${w.lobbyA.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(w.betId);
    expect(res.body).not.toContain(w.chatMessage);
    expect(res.body).not.toContain(w.identities.player.email);
  });
});
