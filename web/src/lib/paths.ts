/** Every client route in one place (spec 2); links use these, never strings. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  requestReset: '/request-reset',
  resetPassword: '/reset-password',
  logout: '/logout',
  forbidden: '/forbidden',
  termsOfService: '/terms-of-service',
  team: '/team',
  profile: '/profile',
  previousResults: '/previous-results',
  leagues: '/leagues',
  league: (id: string) => `/leagues/${encodeURIComponent(id)}`,
  /** A league's invite link: it brings whoever opens it into the league. */
  leagueJoin: (code: string) => `/league/join/${encodeURIComponent(code)}`,
  /** CREATE GAME with a league chosen: a league page's New league game. */
  newLeagueGame: (leagueId: string) => `/?${new URLSearchParams({ league: leagueId })}`,
  chat: '/chat',
  /** The live feed on a screen of its own (a phone's): query parameter lobbyId. */
  liveFeed: '/live-feed',
  /** The invite link a host shares: it brings whoever opens it into the lobby. */
  join: (code: string) => `/join/${encodeURIComponent(code)}`,
  admin: {
    root: '/admin',
    landingPage: '/admin/landing-page',
    users: '/admin',
    manageUser: (id: string) => `/admin/manage-user/${id}`,
    avatars: '/admin/avatars',
    manageAvatar: (id: string) => `/admin/manage-avatar/${id}`,
    matches: '/admin/matches',
    manageMatch: (id: string) => `/admin/manage-match/${id}`,
    eventTypes: '/admin/event-types',
    events: '/admin/events',
    visualEditor: '/admin/visual-editor',
    lobbies: '/admin/lobbies',
    lobby: (id: string) => `/admin/lobbies/${id}`,
    audit: '/admin/audit',
  },
} as const;
