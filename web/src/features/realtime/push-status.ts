import { useSyncExternalStore } from 'react';

/** The polling pace while the stream is up: a safety net only, push brings the changes. */
export const PUSH_POLL_MS = 30_000;

let connected = false;
const listeners = new Set<() => void>();

/** Whether this tab's push stream is live (it has said `ready` and not dropped since). */
export function isPushConnected(): boolean {
  return connected;
}

export function setPushConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  for (const listener of listeners) listener();
}

export function subscribePushStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stream's state, re-rendering when it changes. */
export function usePushConnected(): boolean {
  return useSyncExternalStore(subscribePushStatus, isPushConnected, () => false);
}

/**
 * A query's polling interval: the spec's `specMs` while the stream is down, at least 30 s while
 * it is up. Read inside `refetchInterval`, so the pace changes at the next fetch; the stream's
 * drop refetches at once, which brings the spec's pace back without waiting.
 */
export function pushAwarePoll(specMs: number): number {
  return connected ? Math.max(specMs, PUSH_POLL_MS) : specMs;
}
