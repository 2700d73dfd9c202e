import type { TeamSide } from '@kickchips/core';

/** A recorded match as the replay plays it: events by half and match second, and each half's length. */
export type TimelineEvent = {
  halfNumber: number;
  /** Match seconds from the start of the half. */
  second: number;
  eventType: string;
  /** The team the event went to, when the timeline names it. */
  team?: TeamSide;
  /** Where it came from, for error messages. */
  line: number;
};

export type Timeline = {
  events: TimelineEvent[];
  /** Match seconds each half lasts, by half number. */
  halfLengths: Map<number, number>;
};

/** A timeline that cannot be read; the message names the line and the rule. */
export class TimelineError extends Error {
  constructor(
    readonly line: number | null,
    message: string,
  ) {
    super(line === null ? `timeline: ${message}` : `timeline line ${line}: ${message}`);
    this.name = 'TimelineError';
  }
}
