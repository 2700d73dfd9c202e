import { useLocalStore } from '../../lib/use-local-store';
import { activeLobbyStore } from './active-lobby';

/** The stored active lobby, updated when it is set or cleared here or in another tab. */
export function useActiveLobby() {
  return useLocalStore(activeLobbyStore);
}
