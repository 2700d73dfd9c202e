let offsetMs = 0;

/**
 * Takes the server's time from an answer's X-Server-Time header (every API answer carries it),
 * so that screens reading `serverNow` follow the server's clock, which decides every kick-off and
 * round, even when this device's clock is off or a test moved the server's clock forward.
 */
export function noteServerTime(header: string | null, receivedAt = Date.now()): void {
  const serverTime = header === null ? Number.NaN : Date.parse(header);
  if (!Number.isNaN(serverTime)) offsetMs = serverTime - receivedAt;
}

/** How far the server's clock is ahead of this device's (ms), as the latest answer said. */
export const serverClockOffset = (): number => offsetMs;
