import type { Page } from 'playwright-core';
import { apiCall, type Token } from '../harness/api';
import { moveToSecondOfMinute, skipToKickOff } from '../harness/server-clock';

export const HOME_TEAM = 'Harbour FC';
export const AWAY_TEAM = 'Valley United';
export const MATCH_NAME = `${HOME_TEAM} vs ${AWAY_TEAM}`;

export type OddDraft = { eventType: string; betType: 'over' | 'under'; threshold: number; odds: number };
/** A round, in match minutes of its half (half 1 unless `halfNumber` says otherwise). */
export type RoundPlan = { roundNumber: number; startMinute: number; endMinute: number; halfNumber?: number };
export type QuickMatch = {
  matchId: string;
  halfIds: Record<number, string>;
  /** Each round's id by its number. */
  roundIds: Record<number, string>;
  /** Each odd's id by its label, e.g. 'Over 1.5 Corner'. */
  oddIds: Record<string, string>;
};

/** An odd's label as the betting screen names its option, e.g. 'Over 1.5 Corner'. */
export const oddLabel = (odd: OddDraft): string =>
  `${odd.betType === 'over' ? 'Over' : 'Under'} ${odd.threshold} ${odd.eventType}`;
export type LobbyRef = { lobbyId: string; lobbyCode: string };

type Half = { _id: string; halfNumber: number };

/**
 * A match made through the admin API for a fast game: `clockSpeed` match minutes per real minute,
 * the given rounds, and the given odds, between `teams` (else Harbour FC and Valley United). Its
 * halves stay upcoming until an admin starts one.
 */
export async function createQuickMatch(
  baseUrl: string,
  adminToken: Token,
  plan: {
    clockSpeed: number;
    rounds: RoundPlan[];
    odds: OddDraft[];
    teams?: [string, string];
    /**
     * Whether the game prices the match itself (the default for a new match). Off unless asked
     * when the plan brings its own odds: a journey that counts payouts on its prices keeps them.
     */
    autoPricing?: boolean;
  },
): Promise<QuickMatch> {
  const [homeTeam, awayTeam] = plan.teams ?? [HOME_TEAM, AWAY_TEAM];
  const created = await apiCall<{ match: { _id: string }; halfs: Half[] }>(
    baseUrl,
    'POST',
    '/api/admin/game/create-match',
    {
      token: adminToken,
      body: {
        homeTeam,
        awayTeam,
        scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
        clockSpeed: plan.clockSpeed,
      },
    },
  );
  const matchId = created.match._id;
  if (!(plan.autoPricing ?? plan.odds.length === 0)) {
    await apiCall(baseUrl, 'PUT', `/api/admin/match/${matchId}/pricing`, {
      token: adminToken,
      body: { autoPricing: false },
    });
  }
  const oddIds: Record<string, string> = {};
  for (const odd of plan.odds) {
    const saved = await apiCall<{ odds: { _id: string } }>(baseUrl, 'POST', '/api/admin/odds', {
      token: adminToken,
      body: { match: matchId, ...odd },
    });
    oddIds[oddLabel(odd)] = saved.odds._id;
  }
  const halfIds = Object.fromEntries(created.halfs.map((half) => [half.halfNumber, half._id]));
  const roundIds: Record<number, string> = {};
  for (const { halfNumber = 1, ...round } of plan.rounds) {
    const saved = await apiCall<{ round: { _id: string } }>(baseUrl, 'POST', '/api/admin/game/create-round', {
      token: adminToken,
      body: { halfId: halfIds[halfNumber], ...round },
    });
    roundIds[round.roundNumber] = saved.round._id;
  }
  return { matchId, halfIds, roundIds, oddIds };
}

/** Creates a lobby for the match as `host` with the given settings (the rest keep their defaults). */
export async function createLobby(
  baseUrl: string,
  host: Token,
  matchId: string,
  gameSettings: Record<string, unknown>,
): Promise<LobbyRef> {
  const { lobby } = await apiCall<{ lobby: { _id: string; lobbyCode: string } }>(
    baseUrl,
    'POST',
    '/api/app/game/create-lobby',
    { token: host, body: { matchId, gameSettings } },
  );
  return { lobbyId: lobby._id, lobbyCode: lobby.lobbyCode };
}

/** Joins the lobby by its code as a player. */
export async function joinLobby(baseUrl: string, token: Token, lobbyCode: string): Promise<void> {
  await apiCall(baseUrl, 'POST', '/api/app/game/join-lobby', {
    token,
    body: { lobbyCode, role: 'player' },
  });
}

/** Opens the game screen of a lobby the page's user is in, as the app remembers the active lobby. */
export async function enterLobby(page: Page, baseUrl: string, lobby: LobbyRef): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('kickchips.activeLobby', value), JSON.stringify(lobby));
  await page.goto(`${baseUrl}/`);
}

/**
 * Has the server replay `timeline` (the project's `half,second,eventType` CSV) on the match at
 * `clockSpeed`: half 1 kicks off at the next full minute of the server's clock, each later half at
 * the full minute after the one before it ends, and every event is recorded at its time. The
 * server's clock is moved first to a second past a full minute, and after the start to `leadMs`
 * before the kick-off (at most 59 s: the steps a journey takes before kick-off), so nobody waits
 * for the wall clock's next full minute. Answers the kick-off on this process's clock (Date.now()).
 */
export async function startReplay(
  baseUrl: string,
  adminToken: Token,
  matchId: string,
  timeline: string,
  clockSpeed: number,
  leadMs = 1000,
): Promise<number> {
  await moveToSecondOfMinute(baseUrl, adminToken, 1);
  await apiCall(baseUrl, 'POST', '/api/admin/game/replay', {
    token: adminToken,
    body: { matchId, format: 'csv', timeline, clockSpeed },
  });
  return skipToKickOff(baseUrl, adminToken, matchId, leadMs);
}
