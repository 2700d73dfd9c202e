/** What other features may use of this one; nobody imports its inner files. */
export { leagueKeys } from './api/league-keys';
export { useMyLeagues } from './api/use-leagues';
export { LeagueJoinRoute } from './league-join-route';
export { LeagueRoute } from './league-route';
export { LeaguesRoute } from './leagues-route';
