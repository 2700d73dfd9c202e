import { randomBytes } from 'node:crypto';
import { type GameSettings, generateLobbyCode, type LobbyRef } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { lobbies, lobbyUsers, matches } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { postLedgerEntry } from '../ledger';
import { type NoticeContext, withNotices } from '../notices';
import { inviteToLobby, otherLeagueMembers, requireLeagueHost } from './league-lobby';

/** Attempts at a fresh code; with 32^6 codes a second one is already rare. */
const CODE_ATTEMPTS = 10;

/**
 * Makes a lobby on a match that is still to be played, with a unique code, and seats its host as a
 * player with the starting chips (a 'start' ledger entry). In a league, the other members are told
 * its code, and so is everyone in `invitees` (a rematch's group), each once. A code already taken is skipped with ON CONFLICT rather than caught, so the
 * transaction stays usable.
 */
export async function createLobby(
  ctx: NoticeContext,
  hostUserId: string,
  input: { matchId: string; gameSettings: GameSettings; leagueId?: string; invitees?: readonly string[] },
  now: Date,
): Promise<LobbyRef> {
  return withNotices(ctx, async (tx, notify) => {
    const [match] = await tx
      .select({ status: matches.status, deletedAt: matches.deletedAt })
      .from(matches)
      .where(eq(matches.id, input.matchId));
    if (!match) throw notFound('Match not found', 'lobby/match_not_found');
    if (match.deletedAt) throw conflict('This match is no longer available', 'lobby/match_deleted');
    if (match.status === 'completed') throw conflict('This match has already ended', 'lobby/match_completed');
    if (input.leagueId) await requireLeagueHost(tx, input.leagueId, hostUserId);

    let lobby: { id: string; code: string } | undefined;
    for (let attempt = 0; !lobby && attempt < CODE_ATTEMPTS; attempt++) {
      [lobby] = await tx
        .insert(lobbies)
        .values({
          code: generateLobbyCode((count) => randomBytes(count)),
          matchId: input.matchId,
          hostUserId,
          leagueId: input.leagueId ?? null,
          settings: input.gameSettings,
          cardSeed: randomBytes(16).toString('hex'),
        })
        .onConflictDoNothing({ target: lobbies.code })
        .returning({ id: lobbies.id, code: lobbies.code });
    }
    if (!lobby) throw new Error(`no free lobby code after ${CODE_ATTEMPTS} attempts`);

    await tx
      .insert(lobbyUsers)
      .values({ lobbyId: lobby.id, userId: hostUserId, role: 'player', chips: 0, joinedAt: now });
    await postLedgerEntry(tx, {
      lobbyId: lobby.id,
      userId: hostUserId,
      delta: input.gameSettings.startingChips,
      kind: 'start',
    });
    const invited = [
      ...(input.leagueId ? await otherLeagueMembers(tx, input.leagueId, hostUserId) : []),
      ...(input.invitees ?? []),
    ];
    const invite = { leagueId: input.leagueId ?? null, hostUserId, lobbyId: lobby.id, lobbyCode: lobby.code };
    notify(...(await inviteToLobby(tx, invite, invited, now)));
    return { _id: lobby.id, lobbyCode: lobby.code };
  });
}
