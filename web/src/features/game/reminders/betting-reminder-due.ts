import type { LobbyDetails } from '@kickchips/core';

/** How long before betting closes the reminder comes (issue 17: "closes in 30 s"). */
export const REMINDER_LEAD_MS = 30_000;

export type BettingReminder = { roundId: string; closesAt: number; text: string };

/**
 * The reminder due now, or null: for a player still in the game who has no bet on the round open
 * for betting, once that round's betting closes within REMINDER_LEAD_MS, and once per round
 * (`reminded` holds the rounds already reminded of). `now` is server-corrected ms.
 */
export function bettingReminderDue(
  details: LobbyDetails,
  reminded: readonly string[],
  now: number,
): BettingReminder | null {
  const you = details.currentUser;
  const roundId = details.nextBettableRoundId;
  const { status, closesAt: closesIso } = details.betting;
  if (you.role !== 'player' || you.eliminated || roundId === null) return null;
  if (status === 'closed' || closesIso === null) return null;
  if (details.betPlacedBy.includes(you._id) || reminded.includes(roundId)) return null;
  const closesAt = Date.parse(closesIso);
  const left = closesAt - now;
  if (left <= 0 || left > REMINDER_LEAD_MS) return null;
  const round = [...details.activeRounds, ...details.upcomingRounds].find((r) => r._id === roundId);
  if (!round) return null;
  return {
    roundId,
    closesAt,
    text: `Betting on Round ${round.roundNumber} closes in ${Math.ceil(left / 1000)} s`,
  };
}
