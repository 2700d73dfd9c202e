import { joinRefusal, type LobbyRef, type LobbyRole } from '@kickchips/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { lobbies, lobbyUsers, matches } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { postLedgerEntry } from '../ledger';
import { lobbySettings } from './lobby-settings';
import { LOBBY_NOT_FOUND } from './require-member';

export type JoinResult = {
  lobby: LobbyRef;
  changed: boolean;
  /** Someone who had left came back, to their place in the join order. */
  rejoined: boolean;
};

/**
 * Joins a lobby by code (game-rules 9). A present member gets the same membership back, role
 * unchanged. Someone who left comes back with the chips and bets they had, in the role they ask
 * for; one the host or an admin removed may not come back, and while the host has locked the lobby
 * nobody new may come in. The lobby row is locked FOR UPDATE first, so joins racing for the last seat take turns and
 * players never outnumber maxPlayers; spectators take no seat.
 */
export async function joinLobby(
  db: Db,
  userId: string,
  input: { lobbyCode: string; role: LobbyRole },
  now: Date,
): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const [lobby] = await tx
      .select({ id: lobbies.id, code: lobbies.code, settings: lobbies.settings, locked: lobbies.locked })
      .from(lobbies)
      .where(eq(lobbies.code, input.lobbyCode))
      .for('update');
    if (!lobby) throw notFound(LOBBY_NOT_FOUND, 'lobby/not_found');
    const ref = { _id: lobby.id, lobbyCode: lobby.code };
    const settings = lobbySettings(lobby.settings);

    const [member] = await tx
      .select({ leftAt: lobbyUsers.leftAt, removedAt: lobbyUsers.removedAt, removedBy: lobbyUsers.removedBy })
      .from(lobbyUsers)
      .where(and(eq(lobbyUsers.lobbyId, lobby.id), eq(lobbyUsers.userId, userId)));
    const refusal = joinRefusal(member ?? null, lobby.locked);
    if (refusal) throw forbidden(refusal, member?.removedAt ? 'lobby/removed' : 'lobby/locked');
    if (member && member.leftAt === null) return { lobby: ref, changed: false, rejoined: false };

    if (input.role === 'spectator' && !settings.allowSpectators) {
      throw badRequest(
        'role: this lobby does not allow spectators (allowSpectators is off)',
        'lobby/spectators_off',
      );
    }
    if (!member) await refuseEndedMatch(tx, lobby.id);
    if (input.role === 'player' && (await presentPlayers(tx, lobby.id)) >= settings.maxPlayers) {
      throw conflict('This lobby is full', 'lobby/full');
    }

    if (member) {
      await tx
        .update(lobbyUsers)
        .set({ role: input.role, leftAt: null })
        .where(and(eq(lobbyUsers.lobbyId, lobby.id), eq(lobbyUsers.userId, userId)));
    } else {
      await tx
        .insert(lobbyUsers)
        .values({ lobbyId: lobby.id, userId, role: input.role, chips: 0, joinedAt: now });
    }
    // one 'start' entry per player and lobby ever: a repeat is a no-op, so leaving never resets chips
    if (input.role === 'player') {
      await postLedgerEntry(tx, { lobbyId: lobby.id, userId, delta: settings.startingChips, kind: 'start' });
    }
    return { lobby: ref, changed: true, rejoined: Boolean(member) };
  });
}

async function presentPlayers(tx: Tx, lobbyId: string): Promise<number> {
  const [row] = await tx
    .select({ players: count() })
    .from(lobbyUsers)
    .where(and(eq(lobbyUsers.lobbyId, lobbyId), eq(lobbyUsers.role, 'player'), isNull(lobbyUsers.leftAt)));
  return row?.players ?? 0;
}

/** Newcomers cannot join a game whose match is over or gone; members who left may still come back. */
async function refuseEndedMatch(tx: Tx, lobbyId: string): Promise<void> {
  const [match] = await tx
    .select({ status: matches.status, deletedAt: matches.deletedAt })
    .from(lobbies)
    .innerJoin(matches, eq(matches.id, lobbies.matchId))
    .where(eq(lobbies.id, lobbyId));
  if (match?.deletedAt) throw conflict('This match is no longer available', 'lobby/match_deleted');
  if (match?.status === 'completed') throw conflict('This match has already ended', 'lobby/match_completed');
}
