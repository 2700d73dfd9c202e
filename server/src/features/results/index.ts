/** What other features may use of this one; nobody imports its inner files. */
export { finalStandingsOf } from './final-standings-of';
export { finishableLobbiesPending, finishLobbies } from './finish-lobbies';
