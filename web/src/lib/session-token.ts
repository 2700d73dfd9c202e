/** The session token kept in local storage (spec 3): accessToken, refreshToken, tokenType. */
export type SessionToken = { accessToken: string; refreshToken: string; tokenType: string };

const KEY = 'kickchips.session';
const listeners = new Set<() => void>();

export function readSessionToken(): SessionToken | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SessionToken>;
    if (typeof value !== 'object' || value === null) return null;
    return {
      accessToken: value.accessToken ?? '',
      refreshToken: value.refreshToken ?? '',
      tokenType: value.tokenType ?? 'Bearer',
    };
  } catch {
    return null;
  }
}

export function writeSessionToken(token: SessionToken): void {
  localStorage.setItem(KEY, JSON.stringify(token));
  for (const listener of listeners) listener();
}

export function clearSessionToken(): void {
  localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** Subscribes to sign-in and sign-out in this tab and in others. */
export function subscribeSessionToken(listener: () => void): () => void {
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
