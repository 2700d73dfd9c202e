import { and, eq } from 'drizzle-orm';
import { lobbyUsers } from '../../src/db/schema';
import { postLedgerEntry } from '../../src/features/ledger/post-ledger-entry';
import { extendWorld, insertLobby, insertLobbyUser, type TestUser } from '../world';
import { createEngineWorld, type EngineWorld, TEST_START } from './engine-world';

/** 12:01:00: a half started at TEST_START kicks off here. */
export const KICK_OFF = TEST_START + 30_000;
export const atMinute = (m: number) => KICK_OFF + m * 60_000;

/** A lobby on the engine's match, its members and the betting calls. */
export async function addLobby(world: EngineWorld, settings: object) {
  const host = await world.user();
  const lobby = await insertLobby(world.app.db, world.match.id, host.id, settings);

  /** A new user in `lobbyId`, joined before the clock starts so that every penalty applies to them. */
  const addMember = async (
    lobbyId: string,
    chips = 100,
    role: 'player' | 'spectator' = 'player',
  ): Promise<TestUser> => {
    const user = await world.user();
    await insertLobbyUser(world.app.db, lobbyId, user.id, role);
    await world.app.db
      .update(lobbyUsers)
      .set({ joinedAt: new Date(TEST_START - 60_000) })
      .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.userId, user.id)));
    if (chips > 0) {
      await world.app.db.transaction((tx) =>
        postLedgerEntry(tx, { lobbyId, userId: user.id, delta: chips, kind: 'start' }),
      );
    }
    return user;
  };
  const member = (chips = 100, role: 'player' | 'spectator' = 'player') => addMember(lobby.id, chips, role);

  const placeBet = (
    user: TestUser,
    bet: { roundId: string; stake: unknown; oddsId?: string; cardId?: string; lobbyId?: string },
  ) =>
    world.as(user).call('POST', '/api/app/game/place-bet', {
      lobbyId: bet.lobbyId ?? lobby.id,
      oddsId: bet.oddsId ?? world.odd('Goal', 'over').id,
      matchRoundId: bet.roundId,
      stake: bet.stake,
      ...(bet.cardId ? { cardId: bet.cardId } : {}),
    });

  const get = (user: TestUser, url: string) => world.as(user).call('GET', url);

  const startHalf = async (n: 1 | 2) => {
    const res = await world.call('POST', `/api/admin/game/start-half-${n}`, { matchId: world.match.id });
    if (res.statusCode !== 200) throw new Error(`start-half-${n}: ${res.statusCode} ${res.body}`);
  };

  return { lobby, addMember, member, placeBet, get, startHalf };
}

export type BettingWorld = EngineWorld & Awaited<ReturnType<typeof addLobby>>;

/**
 * The engine's world (ManualClock, admin, a match of 2 x 5 rounds of 9 minutes with Goal and Corner
 * odds) plus a lobby on it, members who join with a given role and chips, and the betting calls.
 */
export function createBettingWorld(
  settings: object = {},
  options: Parameters<typeof createEngineWorld>[0] = {},
) {
  const engine = createEngineWorld(options);
  return extendWorld(engine, () => addLobby(engine, settings));
}
