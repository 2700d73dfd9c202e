/** What other features may use of this one; nobody imports its inner files. */
export { type Clock, ManualClock, systemClock } from './clock';
export { default as serverTimeHeader } from './server-time-header';
export { ShiftedClock } from './shifted-clock';
export { testClockRoutes } from './test-clock-routes';
export { createTicker } from './ticker';
