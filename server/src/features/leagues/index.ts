/** What other features may use of this one; nobody imports its inner files. */
export { leagueRoutes } from './league-routes';
