/** What other features may use of this one; nobody imports its inner files. */
export { closeMatchBetting } from './close-due-betting';
export { closeRoundBetting } from './close-round-betting';
export { createEngine, type EngineSteps } from './create-engine';
export { endHalf } from './end-half';
export type { EngineContext } from './engine-context';
export { moveRounds, type PriceRound } from './move-rounds';
export { type CorrectionPlan, planCorrection } from './plan-correction';
export { type EventOnRecord, recordedEvents } from './round-result';
export { runEach } from './run-each';
export { type RoundSettlement, settleRound, settleRoundInTx } from './settle-round';
export { startHalfInTx } from './start-half';
