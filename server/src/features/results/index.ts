/** What other features may use of this one; nobody imports its inner files. */
export { finishableLobbiesPending, finishLobbies } from './finish-lobbies';
