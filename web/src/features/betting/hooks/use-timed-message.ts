import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself `ms` after it was last shown. */
export function useTimedMessage(ms: number): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      timer.current = window.setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show];
}
