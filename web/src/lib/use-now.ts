import { useEffect, useState } from 'react';
import { serverClockOffset } from './server-clock';

/**
 * The time now (ms), refreshed every `intervalMs`, shifted by the server's clock offset: the one
 * given, else the one the latest API answer said.
 */
export function useNow(intervalMs = 1000, offsetMs = serverClockOffset()): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now + offsetMs;
}
