import { vi } from 'vitest';

/** jsdom has no layout; radix measures tooltip triggers with a ResizeObserver. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
