const keyOf = (lobbyId: string) => `kickchips.chatSeen.${lobbyId}`;

/** When the newest message the player has seen on the chat screen was sent (ISO), or null. */
export function readChatSeen(lobbyId: string): string | null {
  try {
    return localStorage.getItem(keyOf(lobbyId));
  } catch {
    return null;
  }
}

export function writeChatSeen(lobbyId: string, createdAt: string): void {
  try {
    localStorage.setItem(keyOf(lobbyId), createdAt);
  } catch {
    // without storage the CHAT button counts from the start again; nothing else is lost
  }
}
