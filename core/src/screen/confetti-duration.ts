/** How long confetti falls when a bet turns WINNING or the user wins the match (spec 9). */
export const CONFETTI_MS = 3500;
