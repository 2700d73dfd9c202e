import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A browser that reports paints: the test says when the first contentful one happens. */
function stubPaintObserver() {
  let report: PaintCallback = () => undefined;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    disconnect,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then calls back once', () => {
    const observer = stubPaintObserver();
    const callback = vi.fn();
    afterFirstPaint(callback);

    observer.paint('first-paint');
    expect(callback).not.toHaveBeenCalled();

    observer.paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer.disconnect).toHaveBeenCalled();

    observer.paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a paint that never comes', () => {
    vi.useFakeTimers();
    stubPaintObserver();
    const callback = vi.fn();
    afterFirstPaint(callback);
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not wait in a tab that is hidden, where nothing is painted', () => {
    stubPaintObserver();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('does not wait where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
