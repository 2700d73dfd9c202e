import { ManualClock } from '../../src/features/clock/clock';
import { addLobby, type BettingWorld, createBettingWorld } from '../kits/betting-world';
import { addEngineMatch, TEST_START } from '../kits/engine-world';
import { uploadTestImage } from '../kits/upload-test-image';
import { extendWorld, insertLobby, insertLobbyUser, openTestWorld, type TestUser } from '../world';

export type SecurityRole = 'anonymous' | 'player' | 'other' | 'spectator' | 'admin';

/** Every role a route is called as, in the order the matrix calls them (the player, who owns most, last). */
export const ROLES: SecurityRole[] = ['anonymous', 'other', 'spectator', 'admin', 'player'];

/** Lobby A's settings. */
const SETTINGS = { enableBetChipCards: false };

export type SecurityWorld = BettingWorld & Awaited<ReturnType<typeof addSecurityScene>>;

/** A user as the matrix and the fuzzer call: without the refresh token, so no call rotates (spends) it. */
export type Identity = Omit<TestUser, 'headers'> & { headers: { authorization: string } };

export const accessOnly = (user: TestUser): Identity => ({
  ...user,
  headers: { authorization: user.headers.authorization },
});

/**
 * Two lobbies on one match. Lobby A: `player` (who has bet on round 1, chatted and uploaded a
 * private image; 100 chips, 10 staked) and a `spectator`. Lobby B: `other`, a player of another lobby. `admin` is in
 * no lobby. Lobby C is left open for joining. Every id of A's is kept for user B to try.
 */
export async function addSecurityScene(world: BettingWorld) {
  const player = await world.member(0);
  const spectator = await world.member(0, 'spectator');
  const otherHost = await world.user();
  const lobbyB = await insertLobby(world.app.db, world.match.id, otherHost.id);
  const other = await world.addMember(lobbyB.id, 100);
  const lobbyC = await insertLobby(world.app.db, world.match.id, otherHost.id);
  await insertLobbyUser(world.app.db, lobbyC.id, otherHost.id);

  // on round 2, so that the next round (1) is still open to the player's bet in the matrix
  const bet = await world.bet({
    lobbyId: world.lobby.id,
    userId: player.id,
    roundId: world.rounds[1]!.id,
    odd: world.odd('Goal', 'over'),
    stake: 10,
  });
  const chat = await world.as(player).call('POST', '/api/app/chat/send', {
    lobbyId: world.lobby.id,
    message: 'A secret plan',
  });
  if (chat.statusCode !== 200) throw new Error(`chat failed: ${chat.body}`);
  const fileKey = await uploadTestImage(world.app, player);

  const identities: Record<Exclude<SecurityRole, 'anonymous'>, Identity> = {
    player: accessOnly(player),
    other: accessOnly(other),
    spectator: accessOnly(spectator),
    admin: accessOnly(world.admin),
  };
  const headersOf = (role: SecurityRole) => (role === 'anonymous' ? {} : identities[role].headers);

  return {
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

/** The security world of one test file, built before its tests and closed after them. */
export function createSecurityWorld(): SecurityWorld {
  const betting = createBettingWorld(SETTINGS);
  return extendWorld(betting, () => addSecurityScene(betting));
}

/** The same world opened at once, for a file that needs it while it collects its tests; close it after. */
export async function openSecurityWorld() {
  const clock = new ManualClock(TEST_START);
  const base = await openTestWorld({ clock });
  const engine = { ...base, clock, ...(await addEngineMatch(base)) };
  const betting = { ...engine, ...(await addLobby(engine, SETTINGS)) };
  return { ...betting, ...(await addSecurityScene(betting)) };
}
