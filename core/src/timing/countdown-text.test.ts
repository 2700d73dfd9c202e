import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown-text';
import { elapsedText } from './elapsed-text';
import { formatClock } from './format-clock';

const START = Date.UTC(2025, 5, 1, 15, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('countdownText', () => {
  it('reads Started once the start has passed', () => {
    expect(countdownText(START, START)).toBe('Started');
    expect(countdownText(START, START + 1)).toBe('Started');
  });

  it('shows exactly one minute as 0:59', () => {
    expect(countdownText(START, START - MINUTE)).toBe('0:59');
  });

  it('shows minutes and seconds under an hour', () => {
    expect(countdownText(START, START - 1)).toBe('0:00');
    expect(countdownText(START, START - 1500)).toBe('0:01');
    expect(countdownText(START, START - (5 * MINUTE + 30 * SECOND))).toBe('5:29');
    expect(countdownText(START, START - HOUR)).toBe('59:59');
  });

  it('shows hours and minutes under a day, then days and hours', () => {
    expect(countdownText(START, START - (HOUR + SECOND))).toBe('1h 0m');
    expect(countdownText(START, START - (3 * HOUR + 12 * MINUTE + 30 * SECOND))).toBe('3h 12m');
    expect(countdownText(START, START - 24 * HOUR)).toBe('23h 59m');
    expect(countdownText(START, START - (2 * 24 * HOUR + 5 * HOUR + 1))).toBe('2d 5h');
  });
});

describe('elapsedText', () => {
  it('reads Not started before the start or without one', () => {
    expect(elapsedText(null, START)).toBe('Not started');
    expect(elapsedText(START, START - 1)).toBe('Not started');
  });

  it('shows whole hours and minutes since the start', () => {
    expect(elapsedText(START, START)).toBe('0h 0m');
    expect(elapsedText(START, START + 65 * MINUTE + 59 * SECOND)).toBe('1h 5m');
  });
});

describe('formatClock', () => {
  it('never goes below 0:00', () => {
    expect(formatClock(-5000)).toBe('0:00');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(61 * MINUTE)).toBe('60:59');
  });
});
