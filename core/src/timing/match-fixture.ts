import type { HalfState, MatchState, RoundState } from './match-state';

/** Test data shared by the rule tests: two halves of five ten-minute rounds each (spec "official rules"). */
export const KICK_OFF = Date.UTC(2025, 5, 1, 15, 0, 0);
export const SECOND_HALF = KICK_OFF + 60 * 60_000;
export const MINUTE = 60_000;

export function fixtureRounds(): RoundState[] {
  return Array.from({ length: 10 }, (_, index) => ({
    id: `r${index + 1}`,
    halfNumber: index < 5 ? 1 : 2,
    roundNumber: index + 1,
    startMinute: (index % 5) * 10,
    endMinute: null,
    status: 'upcoming' as const,
  }));
}

interface FixtureOptions {
  halfStarts?: (number | null)[];
  halfEnds?: (number | null)[];
  rounds?: RoundState[];
  clockSpeed?: number;
}

export function fixtureMatch(options: FixtureOptions = {}): MatchState {
  const starts = options.halfStarts ?? [KICK_OFF, null];
  const halves: HalfState[] = starts.map((startTime, index) => {
    const endTime = options.halfEnds?.[index] ?? null;
    const status = endTime !== null ? 'finished' : startTime !== null ? 'active' : 'upcoming';
    return { halfNumber: index + 1, status, startTime, endTime };
  });
  return { clockSpeed: options.clockSpeed ?? 1, halves, rounds: options.rounds ?? fixtureRounds() };
}

/** The moment a match minute of a half is on the clock at speed 1. */
export function at(halfStart: number, minute: number): number {
  return halfStart + minute * MINUTE;
}
