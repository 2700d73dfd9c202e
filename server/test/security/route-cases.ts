import { leagueMembers, leagues } from '../../src/db/schema';
import {
  lobbyPlayer,
  member,
  open,
  openRefusing,
  ownerOrAdmin,
  type RouteCall,
  type RouteCase,
  SAMPLE_ID,
  signedIn,
} from './access-rules';
import type { SecurityRole, SecurityWorld } from './security-world';

const unique = () => Math.random().toString(36).slice(2, 10);
const lobbyA = (w: SecurityWorld) => w.lobbyA.id;

/** The league `player` owns and is the only member of, made on first use. */
const leaguesOfWorlds = new WeakMap<SecurityWorld, Promise<string>>();
function playersLeague(w: SecurityWorld): Promise<string> {
  let id = leaguesOfWorlds.get(w);
  if (!id) {
    const ownerId = w.identities.player.id;
    id = w.app.db.transaction(async (tx) => {
      const [league] = await tx
        .insert(leagues)
        .values({ name: 'Security league', inviteCode: 'PLAYRS', ownerId })
        .returning({ id: leagues.id });
      await tx.insert(leagueMembers).values({ leagueId: league!.id, userId: ownerId });
      return league!.id;
    });
    leaguesOfWorlds.set(w, id);
  }
  return id;
}
/** The host of the lobby named in the call (no role of the matrix hosts lobby A): members and others alike are refused. */
const lobbyHost: RouteCase['rule'] = { ...member, player: 'denied', spectator: 'denied' };

/** Its owner, `player`, only. */
const leagueOwner: RouteCase['rule'] = { ...ownerOrAdmin, admin: 'denied' };

/**
 * Every route outside /api/admin, by "METHOD url" as registered (HEAD uses its GET's case), with
 * what each role must get. A route missing here fails the matrix: classify it when you add it.
 */
export const routeCases: Record<string, RouteCase> = {
  // the OpenAPI document and its docs page
  'GET /api/openapi.json': { rule: open },
  'GET /api/docs': { rule: open },
  'GET /api/docs/': { rule: open },
  'GET /api/docs/static/index.html': { rule: openRefusing('redirect') },
  'GET /api/docs/static/swagger-initializer.js': { rule: open },
  'GET /api/docs/static/*': { rule: open, call: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/docs/json': { rule: open },
  'GET /api/docs/yaml': { rule: open },

  // public
  'GET /api/health': { rule: open },
  // an operator's scraper with METRICS_TOKEN, whatever the role; no token is set here, so absent
  'GET /metrics': { rule: openRefusing(404) },
  'POST /api/public/echo': {
    rule: open,
    call: () => ({ url: '/api/public/echo', payload: { message: 'hi' } }),
  },
  'GET /api/public/site-texts': { rule: open },
  'GET /api/public/team': { rule: open },
  'POST /api/public/team/unlock': {
    rule: openRefusing(403),
    call: () => ({ url: '/api/public/team/unlock', payload: { password: 'not the team password' } }),
  },
  'PUT /api/public/team/:id': {
    rule: openRefusing(403),
    call: () => ({
      url: `/api/public/team/${SAMPLE_ID}`,
      payload: { bio: 'x' },
      headers: { 'x-team-grant': 'forged' },
    }),
  },
  'POST /api/public/team/s3/get-signed-post-url/:filename/:contentType': {
    rule: openRefusing(403),
    call: () => ({
      url: '/api/public/team/s3/get-signed-post-url/a.png/image%2Fpng',
      headers: { 'x-team-grant': 'forged' },
    }),
  },
  'POST /api/app/log/crash-report': {
    rule: open,
    call: () => ({ url: '/api/app/log/crash-report', payload: { id: 'new', error: { message: 'boom' } } }),
  },

  // files: a private file of the player, read without a signed link, and an upload without one
  'GET /api/files/:key': { rule: openRefusing(404), call: (w) => ({ url: `/api/files/${w.fileKey}` }) },
  'PUT /api/files/:key': { rule: openRefusing(403), call: (w) => ({ url: `/api/files/${w.fileKey}` }) },
  'POST /api/app/s3/get-signed-post-url/:filename/:contentType': {
    rule: signedIn,
    call: () => ({ url: '/api/app/s3/get-signed-post-url/a.png/image%2Fpng', payload: {} }),
  },
  'GET /api/app/s3/get-signed-url/:key': {
    rule: ownerOrAdmin,
    call: (w) => ({ url: `/api/app/s3/get-signed-url/${w.fileKey}` }),
  },

  // auth: each call checks its own credentials, whoever calls
  'GET /api/auth/whoami': { rule: open },
  'POST /api/auth/login': {
    rule: openRefusing(401),
    call: () => ({
      url: '/api/auth/login',
      payload: { email: `${unique()}@example.com`, password: 'wrong' },
    }),
  },
  'POST /api/auth/register': {
    rule: open,
    call: () => {
      const password = 'Kick-off-2024!';
      const email = `${unique()}@example.com`;
      return {
        url: '/api/auth/register',
        payload: { name: 'New', email, password, confirmPassword: password, tos: true },
      };
    },
  },
  'GET /api/auth/refresh': { rule: openRefusing(401) },
  'POST /api/auth/request-token': {
    rule: open,
    call: () => {
      const email = `${unique()}@example.com`;
      return { url: '/api/auth/request-token', payload: { email, confirmEmail: email } };
    },
  },
  'POST /api/auth/reset-password': {
    rule: openRefusing(400),
    call: () => ({
      url: '/api/auth/reset-password',
      payload: {
        password: 'Kick-off-2025!',
        confirmPassword: 'Kick-off-2025!',
        token: 'forged',
        id: SAMPLE_ID,
      },
    }),
  },
  'GET /api/auth/logout': { rule: signedIn, spendsIdentity: true },
  'POST /api/auth/admin-unlock': {
    rule: { anonymous: 401, player: 403, other: 403, spectator: 403, admin: 400 },
    call: () => ({ url: '/api/auth/admin-unlock', payload: { password: 'not the password' } }),
  },

  // the signed-in user's own things
  'GET /api/app/profile': { rule: signedIn },
  'POST /api/app/profile': {
    rule: signedIn,
    call: () => ({ url: '/api/app/profile', payload: { username: `n${unique()}`, selectedAvatar: null } }),
  },
  'GET /api/app/avatar': { rule: signedIn },
  'POST /api/app/update-avatar': {
    rule: signedIn,
    call: () => ({ url: '/api/app/update-avatar', payload: { selectedAvatar: null } }),
  },
  'GET /api/app/user-results': { rule: signedIn },

  // matches, open to every signed-in user
  'GET /api/app/match': { rule: signedIn },
  'GET /api/app/odds/match/:matchId': { rule: signedIn },
  'GET /api/app/match-half/match/:matchId': { rule: signedIn },
  'GET /api/app/game/event-statistics/:matchId': { rule: signedIn },

  // lobbies: finding and joining by code (the code is the invitation)
  'GET /api/app/lobby': { rule: signedIn },
  'POST /api/app/game/create-lobby': {
    rule: signedIn,
    call: (w) => ({ url: '/api/app/game/create-lobby', payload: { matchId: w.match.id } }),
  },
  'GET /api/app/game/lobby-by-code/:code': {
    rule: signedIn,
    call: (w) => ({ url: `/api/app/game/lobby-by-code/${w.lobbyA.code}` }),
  },
  'POST /api/app/game/join-lobby': {
    rule: signedIn,
    call: (w) => ({
      url: '/api/app/game/join-lobby',
      payload: { lobbyCode: w.lobbyC.code, role: 'spectator' },
    }),
    spendsIdentity: true,
  },

  // leagues: seen and changed by their members only; the owner renames and removes
  'POST /api/app/league': {
    rule: signedIn,
    call: () => ({ url: '/api/app/league', payload: { name: `League ${unique()}` } }),
  },
  'POST /api/app/league/join': {
    rule: { ...openRefusing(404), anonymous: 401 },
    call: () => ({ url: '/api/app/league/join', payload: { inviteCode: 'ZZZZZZ' } }),
  },
  'GET /api/app/league': { rule: signedIn },
  'GET /api/app/league/:id': {
    rule: leagueOwner,
    call: async (w) => ({ url: `/api/app/league/${await playersLeague(w)}` }),
  },
  'POST /api/app/league/:id/rename': {
    rule: leagueOwner,
    call: async (w) => ({
      url: `/api/app/league/${await playersLeague(w)}/rename`,
      payload: { name: 'Renamed' },
    }),
  },
  'POST /api/app/league/:id/remove-member': {
    rule: { ...leagueOwner, player: 'gate' },
    call: async (w) => ({
      url: `/api/app/league/${await playersLeague(w)}/remove-member`,
      payload: { userId: SAMPLE_ID },
    }),
  },
  'POST /api/app/league/:id/leave': { rule: { ...openRefusing(404), anonymous: 401 } },

  // notifications: each user's own
  'GET /api/app/notifications': { rule: signedIn },
  'POST /api/app/notifications/read': {
    rule: signedIn,
    call: () => ({ url: '/api/app/notifications/read', payload: {} }),
  },

  // the push stream: a ticket for any signed-in user; the stream of lobby A for its members only
  'POST /api/app/stream/ticket': { rule: signedIn },
  'GET /api/app/stream': {
    rule: member,
    streams: true,
    call: async (w, role) => {
      const ticket = role === 'anonymous' ? '' : `&ticket=${await streamTicket(w, role)}`;
      return { url: `/api/app/stream?lobbyId=${lobbyA(w)}${ticket}` };
    },
  },

  // lobby A: members only
  'GET /api/app/game/lobby-details/:lobbyId': { rule: member },
  'GET /api/app/game/live-feed/:lobbyId': { rule: member },
  'GET /api/app/game/leaderboard/:lobbyId': { rule: member },
  'GET /api/app/game/final-standings/:lobbyId': { rule: member },
  'GET /api/app/game/chip-history/:lobbyId': { rule: member },
  'GET /api/app/chat/messages': {
    rule: member,
    call: (w) => ({ url: `/api/app/chat/messages?lobbyId=${lobbyA(w)}` }),
  },
  'POST /api/app/chat/send': {
    rule: member,
    call: (w) => ({ url: '/api/app/chat/send', payload: { lobbyId: lobbyA(w), message: 'hello' } }),
  },
  'GET /api/app/user-bet/all': {
    rule: member,
    call: (w) => ({ url: `/api/app/user-bet/all?lobbyId=${lobbyA(w)}` }),
  },
  // before round 1 starts, members are told so (400); others are kept out first
  'GET /api/app/game/competitor-bets/:roundId': {
    rule: { ...member, player: 400, spectator: 400 },
    call: (w) => ({ url: `/api/app/game/competitor-bets/${w.rounds[0]!.id}?lobbyId=${lobbyA(w)}` }),
  },
  'GET /api/app/game/cards': {
    rule: member,
    call: (w) => ({ url: `/api/app/game/cards?lobbyId=${lobbyA(w)}` }),
  },
  'POST /api/app/game/apply-inactivity-penalty': {
    rule: member,
    call: (w) => ({
      url: '/api/app/game/apply-inactivity-penalty',
      payload: { lobbyId: lobbyA(w), matchRoundId: w.rounds[0]!.id },
    }),
  },
  'POST /api/app/game/place-bet': {
    rule: lobbyPlayer,
    call: (w) => ({
      url: '/api/app/game/place-bet',
      payload: {
        lobbyId: lobbyA(w),
        oddsId: w.odd('Corner', 'over').id,
        matchRoundId: w.rounds[0]!.id,
        stake: 5,
      },
    }),
  },
  // lobby A's host controls: its host only; the rematch: any of its members, who hosts the new lobby
  'POST /api/app/game/kick': {
    rule: lobbyHost,
    call: (w) => ({ url: '/api/app/game/kick', payload: { lobbyId: lobbyA(w), userId: SAMPLE_ID } }),
  },
  'POST /api/app/game/lock': {
    rule: lobbyHost,
    call: (w) => ({ url: '/api/app/game/lock', payload: { lobbyId: lobbyA(w), locked: true } }),
  },
  'POST /api/app/game/transfer-host': {
    rule: lobbyHost,
    call: (w) => ({
      url: '/api/app/game/transfer-host',
      payload: { lobbyId: lobbyA(w), userId: w.identities.player.id },
    }),
  },
  'POST /api/app/game/rematch': {
    rule: member,
    call: (w) => ({ url: '/api/app/game/rematch', payload: { lobbyId: lobbyA(w), matchId: w.match.id } }),
  },
  'POST /api/app/game/leave-lobby': {
    rule: member,
    call: (w) => ({ url: '/api/app/game/leave-lobby', payload: { lobbyId: lobbyA(w) } }),
  },
};

async function streamTicket(w: SecurityWorld, role: Exclude<SecurityRole, 'anonymous'>) {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/app/stream/ticket',
    headers: w.identities[role].headers,
  });
  return res.json().data.ticket as string;
}

/** The URL of a case without a call of its own: lobby A's id, the match's, or a sample id. */
export function defaultCall(w: SecurityWorld, url: string): RouteCall {
  return {
    url: url.replace(/:([A-Za-z]+)/g, (_, param: string) =>
      param === 'lobbyId' ? w.lobbyA.id : param === 'matchId' ? w.match.id : SAMPLE_ID,
    ),
  };
}

/** Routes that change the caller's membership of lobby A run after every other route. */
export const LAST_ROUTES = ['POST /api/app/game/leave-lobby'];
