import type { SecurityRole, SecurityWorld } from './security-world';

/**
 * What a role must get from a route: 'ok' a 2xx, 'gate' past the access check (not 401 or 403;
 * the handler may still refuse the sample input with a 4xx), 'denied' a 403 or a 404, 'redirect' a
 * 3xx, or an exact status.
 */
export type Outcome = 'ok' | 'gate' | 'denied' | 'redirect' | number;

export type AccessRule = Record<SecurityRole, Outcome>;

export type RouteCall = { url: string; payload?: object; headers?: Record<string, string> };

export type RouteCase = {
  rule: AccessRule;
  /** The call made for each role; defaults to the URL with sample ids and no body. */
  call?: (w: SecurityWorld, role: SecurityRole) => RouteCall | Promise<RouteCall>;
  /** The answer is an endless event stream: read its status, then hang up. */
  streams?: boolean;
  /** The route ends or changes the caller's session or membership: each role calls it as a new user. */
  spendsIdentity?: boolean;
};

const same = (outcome: Outcome): AccessRule => ({
  anonymous: outcome,
  player: outcome,
  other: outcome,
  spectator: outcome,
  admin: outcome,
});

/** Anyone, signed in or not. */
export const open = same('ok');
/** Anyone; the handler answers the sample call the same for all (a refusal that is not about who calls). */
export const openRefusing = (status: Outcome): AccessRule => same(status);
/** Any signed-in user. */
export const signedIn: AccessRule = { ...same('ok'), anonymous: 401 };
/** Members of the lobby named in the call, spectators included. */
export const member: AccessRule = {
  anonymous: 401,
  player: 'ok',
  spectator: 'ok',
  other: 'denied',
  admin: 'denied',
};
/** Players of the lobby named in the call; a spectator's bet is refused by the bet rules (400). */
export const lobbyPlayer: AccessRule = { ...member, spectator: 400 };
/** The owner of the thing named in the call, and admins. */
export const ownerOrAdmin: AccessRule = {
  anonymous: 401,
  player: 'ok',
  spectator: 'denied',
  other: 'denied',
  admin: 'ok',
};
/** Admins only; `admin` says what an admin gets for the sample call. */
export const adminOnly = (admin: Outcome): AccessRule => ({
  anonymous: 401,
  player: 403,
  other: 403,
  spectator: 403,
  admin,
});

export const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** The ids of the security world, by route parameter, for admin reads that must answer 2xx. */
function adminIdFor(w: SecurityWorld, url: string, param: string): string {
  if (param === 'matchId') return w.match.id;
  if (param === 'halfId') return w.halves[0]!.id;
  if (param === 'name') return 'Goal';
  if (param === 'key') return 'tos';
  if (url.startsWith('/api/admin/user/')) return w.identities.player.id;
  if (url.startsWith('/api/admin/lobby/')) return w.lobbyA.id;
  if (url.startsWith('/api/admin/match/')) return w.match.id;
  if (/^\/api\/admin\/match-?half\//i.test(url)) return w.halves[0]!.id;
  if (/^\/api\/admin\/match-?round\//i.test(url)) return w.rounds[0]!.id;
  if (url.startsWith('/api/admin/odds/')) return w.odds[0]!.id;
  return SAMPLE_ID;
}

/**
 * Admin routes: a read with the world's ids answers an admin 2xx; a write is sent with sample ids and
 * no body (so nothing changes) and must only get past the access check.
 */
export function adminCase(method: string, url: string): RouteCase {
  const read = method === 'GET' || method === 'HEAD';
  const withoutWorldId = [
    '/api/admin/avatar/:id',
    '/api/admin/event-type/:id',
    '/api/admin/event/:id/correction-preview',
  ];
  return {
    rule: adminOnly(read && !withoutWorldId.includes(url) ? 'ok' : 'gate'),
    call: (w) => ({
      url: url.replace(/:([A-Za-z]+)/g, (_, param: string) =>
        read ? adminIdFor(w, url, param) : param === 'name' ? 'Goal' : SAMPLE_ID,
      ),
      payload: read ? undefined : {},
    }),
  };
}
