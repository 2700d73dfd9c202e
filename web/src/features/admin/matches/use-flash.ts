import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a transient admin status stays (spec 4: 1 to 2 s). */
export const FLASH_MS = 1500;

/** A status line that clears itself, for 'Saving...', 'Saved', 'Half ended!' and the like. */
export function useFlash(): [string | null, (message: string, sticky?: boolean) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: string, sticky = false) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (!sticky) timer.current = setTimeout(() => setMessage(null), FLASH_MS);
  }, []);
  return [message, show];
}
