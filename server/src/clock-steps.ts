import { dealDueHands, dueDealsPending } from './features/betting';
import type { EngineSteps } from './features/match-engine';
import { deleteExpiredRequestKeys, expiredRequestKeysPending } from './features/match-events';
import { runningReplaysPending, runReplays } from './features/replay/run-replays';
import { finishableLobbiesPending, finishLobbies } from './features/results';

/**
 * The game clock's steps that other features own, each with its question for the tick's survey:
 * replays, the deal of cards at kick-off, the lobbies' final standings and housekeeping.
 */
export const clockSteps: EngineSteps = {
  replays: { run: runReplays, pending: runningReplaysPending },
  deals: { run: dealDueHands, pending: dueDealsPending },
  finalStandings: { run: finishLobbies, pending: finishableLobbiesPending },
  housekeeping: { run: deleteExpiredRequestKeys, pending: expiredRequestKeysPending },
};
