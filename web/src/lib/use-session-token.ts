import { sessionTokenStore } from './session-token';
import { useLocalStore } from './use-local-store';

/** The stored session token, re-rendering on sign-in and sign-out. */
export function useSessionToken() {
  return useLocalStore(sessionTokenStore);
}
