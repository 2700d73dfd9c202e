import { dealDueHands, dueDealsPending } from './features/betting';
import type { EngineSteps } from './features/match-engine';
import { deleteExpiredRequestKeys, expiredRequestKeysPending } from './features/match-events';
import { matchesToPricePending, priceDueMatches } from './features/pricing';
import { runningReplaysPending, runReplays } from './features/replay/run-replays';
import { finishableLobbiesPending, finishLobbies } from './features/results';

/**
 * The game clock's steps that other features own, each with its question for the tick's survey:
 * replays, the automatic prices of each match's next round, the deal of cards at kick-off, the lobbies' final standings and housekeeping.
 */
export const clockSteps: EngineSteps = {
  replays: { run: runReplays, pending: runningReplaysPending },
  pricing: { run: priceDueMatches, pending: matchesToPricePending },
  deals: { run: dealDueHands, pending: dueDealsPending },
  finalStandings: { run: finishLobbies, pending: finishableLobbiesPending },
  housekeeping: { run: deleteExpiredRequestKeys, pending: expiredRequestKeysPending },
};
