/*
 * The sentences of host controls and removals, apart from the schemas (no zod here), so the web's
 * entry can recognise a removal without loading them.
 */

/** What a removed member is told when they try to come back, by who removed them. */
export const REMOVED_BY_HOST_TEXT = 'The host removed you from this lobby';
export const REMOVED_BY_ADMIN_TEXT = 'An admin removed you from this lobby';
/** What someone new is told when the host has locked the lobby. */
export const LOBBY_LOCKED_TEXT = 'This lobby is locked by its host';

export type RemovedBy = 'host' | 'admin';

/** The sentence for a removed member; a removal recorded before hosts could remove was an admin's. */
export function removedText(by: string | null): string {
  return by === 'host' ? REMOVED_BY_HOST_TEXT : REMOVED_BY_ADMIN_TEXT;
}

/** Whether a refusal's sentence says the caller was removed from the lobby (by its host or an admin). */
export function isRemovedText(text: string): boolean {
  return text === REMOVED_BY_HOST_TEXT || text === REMOVED_BY_ADMIN_TEXT;
}

/** Someone's standing in a lobby, as far as coming (back) in is concerned; null if never a member. */
export type JoinStanding = { removedAt: Date | null; removedBy: string | null } | null;

/**
 * Why someone may not join a lobby, or null if nothing stops them here: a removed member never
 * comes back; while the lobby is locked nobody new comes in (members who left may return).
 */
export function joinRefusal(standing: JoinStanding, locked: boolean): string | null {
  if (standing?.removedAt) return removedText(standing.removedBy);
  if (!standing && locked) return LOBBY_LOCKED_TEXT;
  return null;
}
