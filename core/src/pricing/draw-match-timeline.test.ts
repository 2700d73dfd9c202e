import { describe, expect, it } from 'vitest';
import { drawMatchTimeline } from './draw-match-timeline';
import { EVENT_RATES } from './event-rates';

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
});
