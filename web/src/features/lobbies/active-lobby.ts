/** The lobby the player is in (spec 4 "Lobby persistence"), kept across reloads. */
export type ActiveLobby = { lobbyId: string; lobbyCode: string };

const KEY = 'kickchips.activeLobby';
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: ActiveLobby | null = null;

export function readActiveLobby(): ActiveLobby | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const value = raw ? (JSON.parse(raw) as Partial<ActiveLobby>) : null;
    cached =
      value && typeof value.lobbyId === 'string' && typeof value.lobbyCode === 'string'
        ? { lobbyId: value.lobbyId, lobbyCode: value.lobbyCode }
        : null;
  } catch {
    cached = null;
  }
  return cached;
}

function notify() {
  for (const listener of listeners) listener();
}

export function writeActiveLobby(lobby: ActiveLobby): void {
  localStorage.setItem(KEY, JSON.stringify(lobby));
  notify();
}

export function clearActiveLobby(): void {
  localStorage.removeItem(KEY);
  notify();
}

export function subscribeActiveLobby(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
