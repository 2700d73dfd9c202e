import { isRemovedText } from '@kickchips/core';

/**
 * The lobby a call reads when a 403 or 404 on it means "you are not in this lobby any more"
 * (left, removed, or a lobby another account stored on this browser), so the API client hands
 * the refusal to the lobby-gone handler instead of its general 403 → /forbidden rule.
 */
const LOBBY_IN_PATH =
  /^\/api\/app\/game\/(?:lobby-details|leaderboard|final-standings|chip-history)\/([^/?]+)/;
const LOBBY_IN_QUERY = /^\/api\/app\/(?:game\/cards|user-bet\/all|game\/competitor-bets\/[^/?]+)\?/;
/** Chat refuses members too when chat is off: the chat screen says why, the lobby stays. */
const CHAT_READ = /^\/api\/app\/chat\/messages\?/;

export type LobbyScope = { lobbyId: string; membership: boolean };

export function lobbyScopeOf(url: string): LobbyScope | null {
  const inPath = LOBBY_IN_PATH.exec(url);
  if (inPath?.[1]) return { lobbyId: decodeURIComponent(inPath[1]), membership: true };
  const membership = LOBBY_IN_QUERY.test(url);
  if (!membership && !CHAT_READ.test(url)) return null;
  const lobbyId = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('lobbyId');
  return lobbyId ? { lobbyId, membership } : null;
}

/** `reason` is the server's sentence, so the handler can say why (removed by the host, say). */
/**
 * The lobby a write (a bet, a chat message) was refused in because the caller was removed from it:
 * the lobby named in its body, when the refusal says so. The lobby is gone for them as for a read.
 */
export function removedFromLobby(reason: string, body: unknown): string | null {
  if (!isRemovedText(reason) || typeof body !== 'object' || body === null) return null;
  const { lobbyId } = body as { lobbyId?: unknown };
  return typeof lobbyId === 'string' ? lobbyId : null;
}

type LobbyGoneHandler = (lobbyId: string, reason: string) => void;

let onLobbyGone: LobbyGoneHandler = () => {};

/** Lets the app decide what forgetting a lobby means (stores, caches, where to go, what to say). */
export function setLobbyGoneHandler(handler: LobbyGoneHandler): void {
  onLobbyGone = handler;
}

export function reportLobbyGone(lobbyId: string, reason: string): void {
  onLobbyGone(lobbyId, reason);
}
