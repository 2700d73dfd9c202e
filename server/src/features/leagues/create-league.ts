import { randomBytes } from 'node:crypto';
import { generateLobbyCode, type League } from '@kickchips/core';
import type { Db } from '../../db/database';
import { leagueMembers, leagues } from '../../db/schema';
import { toLeagueView } from './league-view';

/** Attempts at a fresh invite code; with 32^6 codes a second one is already rare. */
const CODE_ATTEMPTS = 10;

/** Makes a league owned by the caller, who is its first member, with a unique invite code. */
export async function createLeague(db: Db, ownerId: string, name: string, now: Date): Promise<League> {
  return db.transaction(async (tx) => {
    let league: typeof leagues.$inferSelect | undefined;
    for (let attempt = 0; !league && attempt < CODE_ATTEMPTS; attempt++) {
      [league] = await tx
        .insert(leagues)
        .values({
          name,
          inviteCode: generateLobbyCode((n) => randomBytes(n)),
          ownerId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: leagues.inviteCode })
        .returning();
    }
    if (!league) throw new Error(`no free invite code after ${CODE_ATTEMPTS} attempts`);
    await tx.insert(leagueMembers).values({ leagueId: league.id, userId: ownerId, joinedAt: now });
    return toLeagueView(league, 1);
  });
}
