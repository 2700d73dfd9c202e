import { createLocalStore } from './local-store';

/** The session token kept in local storage (spec 3): accessToken, refreshToken, tokenType. */
export type SessionToken = { accessToken: string; refreshToken: string; tokenType: string };

export const sessionTokenStore = createLocalStore<SessionToken>('kickchips.session', (stored) => {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Partial<SessionToken>;
  return {
    accessToken: value.accessToken ?? '',
    refreshToken: value.refreshToken ?? '',
    tokenType: value.tokenType ?? 'Bearer',
  };
});

export const readSessionToken = sessionTokenStore.read;
export const writeSessionToken = sessionTokenStore.write;
export const clearSessionToken = sessionTokenStore.clear;
/** Subscribes to sign-in and sign-out in this tab and in others. */
export const subscribeSessionToken = sessionTokenStore.subscribe;

/** Whether a session is stored: the app then checks it before showing anything of the landing. */
export function hasStoredSession(): boolean {
  return Boolean(readSessionToken()?.accessToken);
}
