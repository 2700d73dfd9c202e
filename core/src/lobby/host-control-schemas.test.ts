import { describe, expect, it } from 'vitest';
import {
  isRemovedText,
  kickInputSchema,
  LOBBY_LOCKED_TEXT,
  lockLobbyInputSchema,
  REMOVED_BY_ADMIN_TEXT,
  REMOVED_BY_HOST_TEXT,
  removedText,
} from './host-control-schemas';

const ID = '00000000-0000-4000-8000-000000000000';

describe('host controls', () => {
  it('names who removed a member; a removal recorded without a name was an admin’s', () => {
    expect(removedText('host')).toBe('The host removed you from this lobby');
    expect(removedText('admin')).toBe(REMOVED_BY_ADMIN_TEXT);
    expect(removedText(null)).toBe(REMOVED_BY_ADMIN_TEXT);
    expect(isRemovedText(REMOVED_BY_HOST_TEXT)).toBe(true);
    expect(isRemovedText(REMOVED_BY_ADMIN_TEXT)).toBe(true);
    expect(isRemovedText(LOBBY_LOCKED_TEXT)).toBe(false);
  });

  it('takes only the fields it names, and says which one is wrong', () => {
    expect(kickInputSchema.safeParse({ lobbyId: ID, userId: ID }).success).toBe(true);
    expect(kickInputSchema.safeParse({ lobbyId: ID, userId: ID, chips: 1 }).success).toBe(false);
    const bad = lockLobbyInputSchema.safeParse({ lobbyId: ID, locked: 'yes' });
    expect(bad.error?.issues[0]?.message).toBe('locked must be true or false');
  });
});
