import { createTestUser, type TestUser } from '../../src/features/admin-shared/test-users';
import { createBettingWorld } from '../../src/features/betting/betting-test-kit';
import { uploadTestImage } from '../../src/features/storage/test-upload';
import { insertBet, insertLobby, insertLobbyUser } from '../fixtures';

export type SecurityRole = 'anonymous' | 'player' | 'other' | 'spectator' | 'admin';

/** Every role a route is called as, in the order the matrix calls them (the player, who owns most, last). */
export const ROLES: SecurityRole[] = ['anonymous', 'other', 'spectator', 'admin', 'player'];

export type SecurityWorld = Awaited<ReturnType<typeof createSecurityWorld>>;

/**
 * Two lobbies on one match. Lobby A: `player` (who has bet on round 1, chatted and uploaded a
 * private image; 100 chips, 10 staked) and a `spectator`. Lobby B: `other`, a player of another lobby. `admin` is in
 * no lobby. Lobby C is left open for joining. Every id of A's is kept for user B to try.
 */
export async function createSecurityWorld() {
  const world = await createBettingWorld({ enableBetChipCards: false });
  const player = await world.member(0);
  const spectator = await world.member(0, 'spectator');
  const otherHost = await createTestUser(world.app);
  const lobbyB = await insertLobby(world.app.db, world.match.id, otherHost.id);
  const other = await world.addMember(lobbyB.id, 100);
  const lobbyC = await insertLobby(world.app.db, world.match.id, otherHost.id);
  await insertLobbyUser(world.app.db, lobbyC.id, otherHost.id);

  // on round 2, so that the next round (1) is still open to the player's bet in the matrix
  const bet = await insertBet(world.app.db, {
    lobbyId: world.lobby.id,
    userId: player.id,
    roundId: world.rounds[1]!.id,
    odd: world.odd('Goal', 'over'),
    stake: 10,
  });
  const chat = await world.app.inject({
    method: 'POST',
    url: '/api/app/chat/send',
    headers: player.headers,
    payload: { lobbyId: world.lobby.id, message: 'A secret plan' },
  });
  if (chat.statusCode !== 200) throw new Error(`chat failed: ${chat.body}`);
  const fileKey = await uploadTestImage(world.app, player);

  const identities: Record<Exclude<SecurityRole, 'anonymous'>, TestUser> = {
    player,
    other,
    spectator,
    admin: world.admin,
  };
  const headersOf = (role: SecurityRole) => (role === 'anonymous' ? {} : identities[role].headers);

  return {
    ...world,
    identities,
    headersOf,
    lobbyA: world.lobby,
    lobbyB,
    lobbyC,
    betId: bet.id,
    chatMessage: 'A secret plan',
    fileKey,
  };
}
