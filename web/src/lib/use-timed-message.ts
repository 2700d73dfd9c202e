import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself `ms` after it was last shown ('Failed to place bet: …', an admin's
 * 'Saved'); a sticky one ('Saving...') stays until the next.
 */
export function useTimedMessage(ms: number): [string | null, (message: string, sticky?: boolean) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string, sticky = false) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (!sticky) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show];
}
