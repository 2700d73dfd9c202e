import { describe, expect, it } from 'vitest';
import { hasTeamLines } from '../events/team-side';
import { drawMatchTimeline } from './draw-match-timeline';
import { drawTeamTimeline } from './draw-team-timeline';
import { EVENT_RATES } from './event-rates';
import { TEAM_SPLITS, teamRate } from './team-rates';

describe('a drawn demo match', () => {
  it('is the same match for the same seed and another for another seed', () => {
    expect(drawMatchTimeline(EVENT_RATES, 'seed-1')).toEqual(drawMatchTimeline(EVENT_RATES, 'seed-1'));
    expect(drawMatchTimeline(EVENT_RATES, 'seed-1').events).not.toEqual(
      drawMatchTimeline(EVENT_RATES, 'seed-2').events,
    );
  });

  it('brings about what the model expects, over many matches', () => {
    const matches = Array.from({ length: 200 }, (_, i) => drawMatchTimeline(EVENT_RATES, `match-${i}`));
    for (const [eventType, rate] of Object.entries(EVENT_RATES)) {
      const mean =
        matches.reduce((sum, m) => sum + m.events.filter((e) => e.eventType === eventType).length, 0) / 200;
      expect(Math.abs(mean - rate.perMatch)).toBeLessThan(0.1 * rate.perMatch + 0.15);
    }
  });

  it('keeps every event inside its half, in order', () => {
    const { events, halfLengths } = drawMatchTimeline(EVENT_RATES, 'order');
    for (const event of events) expect(event.second).toBeLessThan(halfLengths.get(event.halfNumber)!);
    const keys = events.map((e) => e.halfNumber * 100_000 + e.second);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('gives each event of a type with lines per team a team, the home team about its share, so a match has a score', () => {
    const matches = Array.from({ length: 200 }, (_, i) => drawMatchTimeline(EVENT_RATES, `teams-${i}`));
    const events = matches.flatMap((m) => m.events);
    for (const event of events) {
      expect(event.team !== undefined).toBe(hasTeamLines(event.eventType));
    }
    for (const [eventType, split] of Object.entries(TEAM_SPLITS)) {
      const ofType = events.filter((e) => e.eventType === eventType);
      const home = ofType.filter((e) => e.team === 'home').length / ofType.length;
      expect(Math.abs(home - split.homeShare)).toBeLessThan(0.05);
    }
  });

  it('draws a match team by team from the lines per team, each team about its own rate', () => {
    const matches = Array.from({ length: 200 }, (_, i) => drawTeamTimeline(EVENT_RATES, `team-match-${i}`));
    for (const [eventType, split] of Object.entries(TEAM_SPLITS)) {
      for (const team of ['home', 'away'] as const) {
        const rate = teamRate(EVENT_RATES[eventType]!, split, team);
        const mean =
          matches.reduce(
            (sum, m) => sum + m.events.filter((e) => e.eventType === eventType && e.team === team).length,
            0,
          ) / 200;
        expect(Math.abs(mean - rate.perMatch)).toBeLessThan(0.12 * rate.perMatch + 0.15);
      }
    }
    expect(matches[0]!.events.every((e) => hasTeamLines(e.eventType))).toBe(true);
  });
});
