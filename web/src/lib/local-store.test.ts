import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore } from './local-store';

const store = createLocalStore<{ n: number }>('test.store', (stored) =>
  typeof (stored as { n?: unknown } | null)?.n === 'number' ? (stored as { n: number }) : null,
);

describe('createLocalStore', () => {
  afterEach(() => localStorage.clear());

  it('reads what was written, the same object until the text changes, and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write({ n: 1 });
    const first = store.read();
    expect(first).toEqual({ n: 1 });
    expect(store.read()).toBe(first);
    store.clear();
    expect(store.read()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reads a value that is not one, or not JSON, as nothing', () => {
    localStorage.setItem('test.store', '{"n":"x"}');
    expect(store.read()).toBeNull();
    localStorage.setItem('test.store', '{oops');
    expect(store.read()).toBeNull();
  });
});
