import { useEffect, useMemo, useRef } from 'react';

/**
 * A function that runs `callback` once calls have paused for `delay` ms; `flush` runs a pending call
 * now and `cancel` drops it. Always calls the latest `callback`.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const latest = useRef(callback);
  latest.current = callback;
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: A | undefined;
    const run = () => {
      clearTimeout(timer);
      const args = pending;
      pending = undefined;
      if (args) latest.current(...args);
    };
    return Object.assign(
      (...args: A) => {
        pending = args;
        clearTimeout(timer);
        timer = setTimeout(run, delay);
      },
      {
        flush: run,
        cancel: () => {
          clearTimeout(timer);
          pending = undefined;
        },
      },
    );
  }, [delay]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
