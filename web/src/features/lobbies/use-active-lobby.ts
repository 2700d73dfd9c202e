import { useSyncExternalStore } from 'react';
import { readActiveLobby, subscribeActiveLobby } from './active-lobby';

/** The stored active lobby, updated when it is set or cleared here or in another tab. */
export function useActiveLobby() {
  return useSyncExternalStore(subscribeActiveLobby, readActiveLobby, () => null);
}
