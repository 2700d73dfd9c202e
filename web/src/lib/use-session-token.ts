import { useLocalStore } from './local-store';
import { sessionTokenStore } from './session-token';

/** The stored session token, re-rendering on sign-in and sign-out. */
export function useSessionToken() {
  return useLocalStore(sessionTokenStore);
}
