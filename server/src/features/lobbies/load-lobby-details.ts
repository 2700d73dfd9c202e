import { type LobbyDetails, removedText } from '@kickchips/core';
import { forbidden } from '../../http/http-error';
import { frozenCopy } from '../hot-cache';
import { type MatchSnapshot, teamSideOf } from '../matches';
import type { HotReads } from './hot-reads';
import { lobbyMatch } from './lobby-match';
import { lobbyRounds } from './lobby-rounds';
import type { LobbySnapshot } from './lobby-snapshot';
import { NOT_A_MEMBER } from './require-member';

type LobbyParts = Pick<LobbyDetails, 'lobby' | 'users' | 'leaderboard'>;
type MatchParts = Pick<LobbyDetails, 'match' | 'odds'>;

/**
 * The parts every member reads alike, built once per snapshot (snapshots are replaced on a change,
 * never changed) and frozen: so they are the same objects on every read, and `lobbyDetailsJson`
 * serialises each of them once.
 */
const lobbyParts = new WeakMap<LobbySnapshot, LobbyParts>();
const matchParts = new WeakMap<MatchSnapshot, MatchParts>();

/**
 * Everything the in-game screen polls for (every 2.5 s by every player): the hottest read. The
 * lobby and its match come from memory (`app.hotReads`, dropped by every change's notice); the
 * caller's part comes from the cached members, and the clock is applied on every read. Members only
 * (404 for no such lobby, 403 for a non-member, after one look in the database; a removed member is
 * told who removed them, from a second look).
 */
export async function loadLobbyDetails(
  reads: HotReads,
  lobbyId: string,
  userId: string,
  now: Date,
): Promise<LobbyDetails> {
  const found = await reads.lobbyMember(lobbyId, userId);
  if (!found) {
    const removal = await reads.removal(lobbyId, userId);
    if (removal) throw forbidden(removedText(removal.by), 'lobby/removed');
    throw forbidden(NOT_A_MEMBER, 'lobby/not_member');
  }
  const { snapshot, member } = found;
  const matchSnapshot = await reads.match(snapshot.lobby.matchId);
  if (!matchSnapshot) throw new Error(`lobby ${lobbyId} has no match ${snapshot.lobby.matchId}`);
  const { lobby, users, leaderboard } = lobbyPartsOf(snapshot);
  const { match, odds } = matchPartsOf(matchSnapshot);

  const rounds = lobbyRounds(matchSnapshot.state, snapshot.lobby.settings, now.getTime());
  const bettingOn = rounds.nextBettableRoundId;

  return {
    lobby,
    match,
    users,
    ...rounds,
    odds,
    leaderboard,
    betPlacedBy: (bettingOn === null ? undefined : snapshot.bettorsByRound.get(bettingOn)) ?? [],
    currentUser: {
      _id: userId,
      role: member.role as 'player' | 'spectator',
      chips: member.chips,
      eliminated: member.eliminated,
    },
    serverTime: now.toISOString(),
  };
}

function lobbyPartsOf(snapshot: LobbySnapshot): LobbyParts {
  let parts = lobbyParts.get(snapshot);
  if (!parts) {
    const { lobby, members } = snapshot;
    parts = frozenCopy({
      lobby: {
        _id: lobby.id,
        lobbyCode: lobby.code,
        gameSettings: lobby.settings,
        hostUser: { _id: lobby.hostUserId, username: snapshot.hostUsername },
        status: lobby.status,
        locked: lobby.locked,
        createdAt: lobby.createdAt.toISOString(),
      },
      users: members.map(({ user, role, chips, eliminated }) => ({ user, role, chips, eliminated })),
      leaderboard: [...snapshot.leaderboard],
    });
    lobbyParts.set(snapshot, parts);
  }
  return parts;
}

function matchPartsOf(snapshot: MatchSnapshot): MatchParts {
  let parts = matchParts.get(snapshot);
  if (!parts) {
    const { match, halves, odds, score } = snapshot;
    const iso = (time: Date | null) => time?.toISOString() ?? null;
    parts = frozenCopy({
      match: {
        ...lobbyMatch(match, score),
        clockSpeed: match.clockSpeed,
        scheduledAt: iso(match.scheduledAt),
        halves: halves.map((half) => ({
          _id: half.id,
          halfNumber: half.halfNumber,
          status: half.status,
          startTime: iso(half.startTime),
          endTime: iso(half.endTime),
        })),
      },
      odds: odds.map((odd) => ({
        _id: odd.id,
        eventType: odd.eventType,
        betType: odd.betType,
        threshold: odd.threshold,
        odds: odd.odds,
        previousOdds: odd.previousOdds,
        ...(odd.team ? { team: teamSideOf(odd.team) } : {}),
      })),
    });
    matchParts.set(snapshot, parts);
  }
  return parts;
}
