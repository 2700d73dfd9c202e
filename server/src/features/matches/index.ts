/** What other features may use of this one; nobody imports its inner files. */
export { findHalfRow, findMatchRow, findOddRow, findRoundRow, lockMatchRow } from './find-rows';
export { listHalves, loadHalf } from './list-halves';
export { listRounds } from './list-rounds';
export { type HalfRow, type LoadedMatch, loadMatchState, lockMatchState } from './load-match-state';
export { matchIsSetUp } from './match-is-set-up';
export { matchScore, matchScores, scoreIn } from './match-scores';
export { loadMatchSnapshot, type MatchSnapshot } from './match-snapshot';
export { priceRoundOf, toMatchView, toOddView, toRoundView } from './match-views';
export { teamSideOf } from './team-side-of';
export { toHalfState, toMatchState, toRoundState } from './to-match-state';
