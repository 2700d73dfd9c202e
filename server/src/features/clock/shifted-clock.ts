import type { Clock } from './clock';

/**
 * The server's clock under TEST_CLOCK: another clock (the system's) plus an offset that tests move,
 * so a journey skips to a kick-off instead of waiting for it. It never runs in production.
 */
export class ShiftedClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** Moves the clock `ms` forward. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Makes the clock read `time` now, running on from there. */
  set(time: number): void {
    this.offsetMs = time - this.base.now().getTime();
  }
}
