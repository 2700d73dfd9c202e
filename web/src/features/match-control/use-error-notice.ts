import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-error';

/**
 * Spec 8 has the realtime screen log its errors; an admin recording from the stands still needs to
 * see that a tap did not count, so the last failure is also kept for a short inline notice.
 */
export function useErrorNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const report = useCallback((action: string, error: unknown) => {
    console.error(`${action}:`, error);
    const reason = error instanceof ApiError ? error.message : 'unexpected error';
    setNotice(`${action}: ${reason}`);
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, report, clear };
}
