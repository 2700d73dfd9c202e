import { expect, it } from 'vitest';
import { noteServerTime, serverClockOffset } from './server-clock';

it("follows the server's time from the latest answer that says it, and keeps it through one that does not", () => {
  const receivedAt = Date.UTC(2026, 0, 1, 12, 0, 0);
  noteServerTime('2026-01-01T12:00:59.000Z', receivedAt);
  expect(serverClockOffset()).toBe(59_000);
  noteServerTime(null, receivedAt);
  noteServerTime('not a time', receivedAt);
  expect(serverClockOffset()).toBe(59_000);
  noteServerTime('2026-01-01T11:59:58.500Z', receivedAt);
  expect(serverClockOffset()).toBe(-1500);
});
