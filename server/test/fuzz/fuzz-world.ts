import { eventTypes, matchEvents } from '../../src/db/schema';
import { accessOnly, openSecurityWorld } from '../security/security-world';
import type { FuzzIdentity } from './fuzz-case';
import type { FuzzTarget } from './fuzz-operation';
import { createValidator } from './response-check';

/**
 * The security world (a match, lobbies A, B and C, a bet, a chat message, a private file) and an
 * event of its match, for the calls that correct or delete one, as a fuzz
 * target: the player of lobby A and an admin call, and every id and code of the world is in the
 * pool the generators draw from, except the callers' own user ids, so that no generated admin call
 * deletes or demotes the fuzzer's own admin or player.
 */
export async function createFuzzWorld() {
  const w = await openSecurityWorld();
  const types = await w.app.db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes);
  const [event] = await w.app.db
    .insert(matchEvents)
    .values({ matchId: w.match.id, eventType: 'Goal', team: 'home', timeStamp: new Date() })
    .returning({ id: matchEvents.id });
  const ids = [
    w.match.id,
    ...w.halves.map((h) => h.id),
    ...w.rounds.map((r) => r.id),
    ...w.odds.map((o) => o.id),
    ...types.map((t) => t.id),
    w.lobbyA.id,
    w.lobbyB.id,
    w.lobbyC.id,
    w.betId,
    event!.id,
    w.identities.other.id,
    w.identities.spectator.id,
  ];
  const strings = [
    w.lobbyA.code,
    w.lobbyB.code,
    w.lobbyC.code,
    w.fileKey,
    ...types.map((t) => t.name),
    'tos',
    'privacy',
    w.identities.other.email,
  ];
  const headersOf = async (identity: FuzzIdentity, fresh: boolean): Promise<Record<string, string>> => {
    if (identity === 'anonymous') return {};
    if (fresh) return { ...accessOnly(await w.user({ role: identity })).headers };
    return { ...w.identities[identity].headers };
  };
  const target: FuzzTarget = { app: w.app, pool: { ids, strings }, validate: createValidator(), headersOf };
  return { world: w, target };
}
