import { afterEach, describe, expect, it } from 'vitest';
import { PUSH_POLL_MS, pushAwarePoll, setPushConnected } from './push-status';

describe('polling while the push stream is up or down', () => {
  afterEach(() => setPushConnected(false));

  it('keeps the spec pace while the stream is down', () => {
    expect(pushAwarePoll(5000)).toBe(5000);
  });

  it('slows to 30 s while it is up, never speeding a slower poll', () => {
    setPushConnected(true);
    expect(pushAwarePoll(5000)).toBe(PUSH_POLL_MS);
    expect(pushAwarePoll(60_000)).toBe(60_000);
    setPushConnected(false);
    expect(pushAwarePoll(5000)).toBe(5000);
  });
});
