/** The id of the bet slip (odds, amount, Confirm Bet), which the phone's bet bar jumps to. */
export const BET_SLIP_ID = 'bet-slip';

/** Brings the bet slip into view under the sticky bars and puts the focus on it. */
export function jumpToBetSlip(): void {
  const slip = document.getElementById(BET_SLIP_ID);
  if (!slip) return;
  slip.scrollIntoView({ block: 'start' });
  slip.focus({ preventScroll: true });
}

/** How long a jump waits for the slip to appear (the game screen's chunk and reads) before giving up. */
const SLIP_WAIT_MS = 10_000;

/**
 * The jump for a bar shown away from the game (the phone chat): once the caller has gone back to
 * the game, jumps to the slip as soon as it is on the page.
 */
export function jumpToBetSlipOnceShown(): void {
  if (document.getElementById(BET_SLIP_ID)) {
    jumpToBetSlip();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!document.getElementById(BET_SLIP_ID)) return;
    stop();
    // after the frame that drew it, so the page's own scrolling on arrival comes first
    requestAnimationFrame(jumpToBetSlip);
  });
  const giveUp = window.setTimeout(() => observer.disconnect(), SLIP_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}
