import { describe, expect, it } from 'vitest';
import { createHotCache } from './hot-cache';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let time = 0;
  const cache = createHotCache<string, string>({
    ttlMs: options.ttlMs ?? 1000,
    maxEntries: options.maxEntries ?? 10,
    now: () => time,
  });
  const loads: string[] = [];
  const loader = (key: string, value = `${key}@${time}`) => {
    return () => {
      loads.push(key);
      return Promise.resolve(value);
    };
  };
  return { cache, loads, loader, advance: (ms: number) => (time += ms) };
}

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createHotCache', () => {
  it('loads once and answers from memory until the time to live has passed', async () => {
    const { cache, loads, loader, advance } = setup({ ttlMs: 1000 });
    expect(await cache.get('a', loader('a'))).toBe('a@0');
    advance(999);
    expect(await cache.get('a', loader('a'))).toBe('a@0');
    expect(loads).toEqual(['a']);
    advance(1);
    expect(await cache.get('a', loader('a'))).toBe('a@1000');
    expect(loads).toEqual(['a', 'a']);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const { cache } = setup();
    const pending = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return pending.promise;
    };
    const reads = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    pending.resolve('value');
    expect(await reads).toEqual(['value', 'value', 'value']);
    expect(loads).toBe(1);
  });

  it('reads again after an invalidation, and only the invalidated key', async () => {
    const { cache, loads, loader } = setup();
    await cache.get('a', loader('a'));
    await cache.get('b', loader('b'));
    cache.invalidate('a');
    await cache.get('a', loader('a'));
    await cache.get('b', loader('b'));
    expect(loads).toEqual(['a', 'b', 'a']);
  });

  it('never keeps a value whose load was running when its key was invalidated', async () => {
    const { cache, loader } = setup();
    const stale = deferred<string>();
    const before = cache.get('a', () => stale.promise);
    cache.invalidate('a');
    const after = cache.get('a', loader('a', 'fresh'));
    stale.resolve('stale');
    // the caller who asked before the change gets what was read for it; later callers never see it
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('a', loader('a', 'unused'))).toBe('fresh');
  });

  it('forgets a failed load at once', async () => {
    const { cache, loads, loader } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('lost connection')))).rejects.toThrow(
      'lost connection',
    );
    expect(cache.size).toBe(0);
    expect(await cache.get('a', loader('a', 'ok'))).toBe('ok');
    expect(loads).toEqual(['a']);
  });

  it('drops the least recently read entry beyond its bound', async () => {
    const { cache, loads, loader } = setup({ maxEntries: 2 });
    await cache.get('a', loader('a'));
    await cache.get('b', loader('b'));
    await cache.get('a', loader('a'));
    await cache.get('c', loader('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', loader('a'));
    expect(loads).toEqual(['a', 'b', 'c']);
    await cache.get('b', loader('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('drops the entries whose value matches, and loads still running', async () => {
    const { cache, loads, loader } = setup();
    await cache.get('lobby-1', loader('lobby-1', 'match-A'));
    await cache.get('lobby-2', loader('lobby-2', 'match-B'));
    const running = deferred<string>();
    void cache.get('lobby-3', () => running.promise);
    cache.invalidateWhere((match) => match === 'match-A');
    expect(cache.size).toBe(1);
    running.resolve('match-B');
    await cache.get('lobby-2', loader('lobby-2'));
    await cache.get('lobby-3', loader('lobby-3', 'match-B'));
    expect(loads).toEqual(['lobby-1', 'lobby-2', 'lobby-3']);
  });

  it('changes a loaded value in place until its time to live, and drops a load still running instead', async () => {
    const { cache, loads, loader, advance } = setup({ ttlMs: 1000 });
    await cache.get('a', loader('a'));
    advance(500);
    cache.update('a', (value) => `${value}+bet`);
    expect(await cache.get('a', loader('a'))).toBe('a@0+bet');
    expect(loads).toEqual(['a']);
    advance(500);
    expect(await cache.get('a', loader('a'))).toBe('a@1000');

    const slow = deferred<string>();
    void cache.get('b', () => slow.promise);
    cache.update('b', (value) => `${value}+bet`);
    slow.resolve('b-before');
    expect(await cache.get('b', loader('b'))).toBe('b@1000');
    cache.update('missing', (value) => value);
    expect(cache.size).toBe(2);
  });
});
