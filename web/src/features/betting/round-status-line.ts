import { formatClock, type LobbyDetails } from '@kickchips/core';

/** What the one-line round status is made of, all from the server's lobby details. */
export type RoundStatusInput = {
  /** Number of the round in play, null when none is (before kick-off, in a break). */
  inPlay: number | null;
  /** Number of the round a bet placed now goes on, null when none is left. */
  bettingOn: number | null;
  status: LobbyDetails['betting']['status'];
  /** When betting on that round closes (server-corrected ms), null while unknown. */
  closesAt: number | null;
  now: number;
};

/**
 * Which round is in play and which one bets go on, in one line (issue 19, item 5):
 * "Round 2 in play · betting on Round 3 · closes in 0:41". Bets never go on the round in play
 * (game-rules 3), which is what players mixed up.
 */
export function roundStatusLine({ inPlay, bettingOn, status, closesAt, now }: RoundStatusInput): string {
  const first = inPlay === null ? 'No round in play' : `Round ${inPlay} in play`;
  if (bettingOn === null) return `${first} · no round left to bet on`;
  const closed = status === 'closed' || (closesAt !== null && now >= closesAt);
  if (closed) return `${first} · betting on Round ${bettingOn} closed`;
  const closing = closesAt === null ? '' : ` · closes in ${formatClock(closesAt - now)}`;
  return `${first} · betting on Round ${bettingOn}${closing}`;
}

/** The line's input from lobby details, at a server-corrected `now`. */
export function roundStatusInput(details: LobbyDetails, now: number): RoundStatusInput {
  const rounds = [...details.activeRounds, ...details.upcomingRounds];
  const next = rounds.find((round) => round._id === details.nextBettableRoundId) ?? null;
  return {
    inPlay: details.activeRoundNum,
    bettingOn: next?.roundNumber ?? null,
    status: details.betting.status,
    closesAt: details.betting.closesAt === null ? null : Date.parse(details.betting.closesAt),
    now,
  };
}
