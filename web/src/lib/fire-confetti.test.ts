import { CONFETTI_MS } from '@kickchips/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireConfetti } from './fire-confetti';

const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
const create = vi.hoisted(() => vi.fn(() => confetti));
vi.mock('canvas-confetti', () => ({ default: { create } }));

const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );

describe('fireConfetti', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    confetti.mockClear();
    confetti.reset.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('bursts on its own canvas, drawn without a worker, then clears it when the 3.5 s are up', () => {
    prefersReducedMotion(false);
    fireConfetti();
    expect(create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));
    expect(CONFETTI_MS).toBe(3500);
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ disableForReducedMotion: true }));
    vi.advanceTimersByTime(CONFETTI_MS - 1);
    expect(confetti.reset).not.toHaveBeenCalled();
    const bursts = confetti.mock.calls.length;
    expect(bursts).toBeGreaterThan(2);
    vi.advanceTimersByTime(1);
    expect(confetti.reset).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(confetti.mock.calls.length).toBe(bursts);
  });

  it('stops early when asked', () => {
    prefersReducedMotion(false);
    const stop = fireConfetti();
    stop();
    const bursts = confetti.mock.calls.length;
    vi.advanceTimersByTime(CONFETTI_MS);
    expect(confetti.mock.calls.length).toBe(bursts);
    expect(confetti.reset).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to people who prefer reduced motion', () => {
    prefersReducedMotion(true);
    fireConfetti();
    vi.advanceTimersByTime(CONFETTI_MS);
    expect(confetti).not.toHaveBeenCalled();
  });
});
