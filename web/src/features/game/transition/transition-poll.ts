/** Spec 7 polling summary: every 2 s in the 8 s after a round ends. */
export const TRANSITION_POLL_MS = 2000;
