import type { Tx } from '../../db/database';
import { type RoundSettlement, settleRoundInTx } from '../match-engine';
import { type LoadedMatch, lockMatchRow } from '../matches';
import { type EventChange, reopenRound } from './reopen-round';
import { restateFinalStandings } from './restate-final-standings';

/**
 * A correction, in the transaction that changed the event (game-rules 16): when the event lies in a
 * finished round, that round's settlement version goes up and it is settled again at once, its
 * players replayed against the corrected record, so the change and everything it moves commit
 * together or not at all, and lobbies already finished restate their final standings. Null when the
 * event's round is not finished. The match's row is taken first, as every writer of its rounds
 * takes it, so two corrections of one match queue instead of deadlocking on each other's rounds.
 */
export async function correctRound(
  tx: Tx,
  loaded: LoadedMatch,
  event: EventChange,
  now: Date,
): Promise<RoundSettlement | null> {
  await lockMatchRow(tx, loaded.match.id);
  const roundId = await reopenRound(tx, loaded, event);
  const settled = roundId ? await settleRoundInTx(tx, roundId, now, { correction: true }) : null;
  await restateFinalStandings(tx, settled?.lobbyIds ?? []);
  return settled;
}
