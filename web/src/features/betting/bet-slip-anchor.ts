/** The id of the bet slip (odds, amount, Confirm Bet), which the phone's bet bar jumps to. */
export const BET_SLIP_ID = 'bet-slip';

/** Brings the bet slip into view under the sticky bars and puts the focus on it. */
export function jumpToBetSlip(): void {
  const slip = document.getElementById(BET_SLIP_ID);
  if (!slip) return;
  slip.scrollIntoView({ block: 'start' });
  slip.focus({ preventScroll: true });
}
