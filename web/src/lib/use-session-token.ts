import { useSyncExternalStore } from 'react';
import { readSessionToken, subscribeSessionToken } from './session-token';

let cached: { raw: string | null; token: ReturnType<typeof readSessionToken> } = { raw: null, token: null };

function snapshot() {
  const raw = localStorage.getItem('kickchips.session');
  if (raw !== cached.raw) cached = { raw, token: readSessionToken() };
  return cached.token;
}

/** The stored session token, re-rendering on sign-in and sign-out. */
export function useSessionToken() {
  return useSyncExternalStore(subscribeSessionToken, snapshot, () => null);
}
