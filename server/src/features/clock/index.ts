/** What other features may use of this one; nobody imports its inner files. */
export { type Clock, ManualClock, systemClock } from './clock';
export { createTicker } from './ticker';
