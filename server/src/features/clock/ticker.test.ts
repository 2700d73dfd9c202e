import { describe, expect, it, vi } from 'vitest';
import { createTicker } from './ticker';

describe('createTicker', () => {
  it('runs every job in order on a tick, and a failing job does not stop the others', async () => {
    const order: string[] = [];
    const onError = vi.fn();
    const ticker = createTicker(
      [
        { name: 'a', run: async () => void order.push('a') },
        { name: 'bad', run: async () => Promise.reject(new Error('boom')) },
        { name: 'c', run: async () => void order.push('c') },
      ],
      1000,
      onError,
    );
    await ticker.tick();
    expect(order).toEqual(['a', 'c']);
    expect(onError).toHaveBeenCalledWith('bad', expect.any(Error));
  });

  it('never overlaps ticks and stops cleanly', async () => {
    vi.useFakeTimers();
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const ticker = createTicker(
      [
        {
          name: 'slow',
          run: async () => {
            active++;
            maxActive = Math.max(maxActive, active);
            await new Promise((r) => setTimeout(r, 250));
            active--;
            runs++;
          },
        },
      ],
      100,
      () => undefined,
    );
    ticker.start();
    await vi.advanceTimersByTimeAsync(1000);
    const stopping = ticker.stop();
    await vi.advanceTimersByTimeAsync(300);
    await stopping;
    vi.useRealTimers();
    expect(maxActive).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(3);
  });
});
