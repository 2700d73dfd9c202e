import { expect, it } from 'vitest';
import { ManualClock } from './clock';
import { ShiftedClock } from './shifted-clock';

it('reads its base clock plus the offset that advance and set move, and keeps running with the base', () => {
  const base = new ManualClock(Date.UTC(2026, 0, 1, 12, 0, 30));
  const clock = new ShiftedClock(base);
  expect(clock.now().toISOString()).toBe('2026-01-01T12:00:30.000Z');
  clock.advance(29_000);
  expect(clock.now().toISOString()).toBe('2026-01-01T12:00:59.000Z');
  base.advance(500);
  expect(clock.now().toISOString()).toBe('2026-01-01T12:00:59.500Z');
  clock.set(Date.UTC(2026, 0, 1, 11, 0, 0));
  expect(clock.now().toISOString()).toBe('2026-01-01T11:00:00.000Z');
  base.advance(1000);
  expect(clock.now().toISOString()).toBe('2026-01-01T11:00:01.000Z');
});
