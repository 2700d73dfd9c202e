import { randomUUID } from 'node:crypto';
import { loadAppSecret } from '@kickchips/server/src/db/app-secret';
import type { Db } from '@kickchips/server/src/db/database';
import { matches, matchHalves, users } from '@kickchips/server/src/db/schema';
import { signAccessToken } from '@kickchips/server/src/features/auth/access-token';
import { insertMatch, insertMatchEventTypes } from '@kickchips/server/test/world/insert-match';
import { eq } from 'drizzle-orm';
import { apiCall, type Token } from '../harness/api';

/** A member the test plays through the API only. */
export type CrowdMember = { id: string; token: Token };

/** A match in play, inserted beside the server: round 1 runs, round 2 takes bets on Goal OVER 0.5. */
export type LiveMatch = { matchId: string; bettableRoundId: string; goalOverOddId: string };

/**
 * A match whose half 1 kicked off a minute ago (rounds of 9 minutes at the real clock, so round 2
 * takes bets for minutes), written straight to the database the server runs on.
 */
export async function insertLiveMatch(db: Db): Promise<LiveMatch> {
  const fixture = await insertMatch(db);
  await insertMatchEventTypes(db, fixture.match.id, ['Goal', 'Corner']);
  await db
    .update(matchHalves)
    .set({ status: 'active', startTime: new Date(Date.now() - 60_000) })
    .where(eq(matchHalves.id, fixture.halves[0]!.id));
  await db.update(matches).set({ status: 'active' }).where(eq(matches.id, fixture.match.id));
  const goalOver = fixture.odds.find((o) => o.eventType === 'Goal' && o.betType === 'over')!;
  return { matchId: fixture.match.id, bettableRoundId: fixture.rounds[1]!.id, goalOverOddId: goalOver.id };
}

/**
 * `count` accounts written straight to the database (no password: signing up through the API
 * costs a deliberately slow hash each), each with an access token signed with the server's key,
 * then joined to the lobby through the API as players, a few at a time.
 */
export async function joinCrowd(
  baseUrl: string,
  db: Db,
  lobbyCode: string,
  count: number,
): Promise<CrowdMember[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(users).values(
    ids.map((id, i) => ({
      id,
      name: `Fan ${i + 1}`,
      email: `fan-${id}@e2e.test`,
      username: `fan${i + 1}`,
      passwordHash: '!',
    })),
  );
  const key = await loadAppSecret(db, 'access-token-key');
  const members = await Promise.all(
    ids.map(async (id) => ({
      id,
      token: { accessToken: await signAccessToken(key, { id }), refreshToken: '', tokenType: 'Bearer' },
    })),
  );
  for (let i = 0; i < members.length; i += 10) {
    await Promise.all(
      members.slice(i, i + 10).map((member) =>
        apiCall(baseUrl, 'POST', '/api/app/game/join-lobby', {
          token: member.token,
          body: { lobbyCode, role: 'player' },
        }),
      ),
    );
  }
  return members;
}

/** Each member bets 10 chips on the match's Goal OVER 0.5, one after another, evenly over `spreadMs`. */
export async function crowdBets(
  baseUrl: string,
  lobbyId: string,
  match: LiveMatch,
  members: readonly CrowdMember[],
  spreadMs: number,
): Promise<void> {
  await Promise.all(
    members.map(async (member, i) => {
      await new Promise((r) => setTimeout(r, (i * spreadMs) / members.length));
      await apiCall(baseUrl, 'POST', '/api/app/game/place-bet', {
        token: member.token,
        body: { lobbyId, oddsId: match.goalOverOddId, matchRoundId: match.bettableRoundId, stake: 10 },
      });
    }),
  );
}
