import { describe, expect, it } from 'vitest';
import {
  isRemovedText,
  joinRefusal,
  LOBBY_LOCKED_TEXT,
  REMOVED_BY_ADMIN_TEXT,
  REMOVED_BY_HOST_TEXT,
  removedText,
} from './removal-text';

describe('removal texts', () => {
  it('names who removed a member; a removal recorded without a name was an admin’s', () => {
    expect(removedText('host')).toBe('The host removed you from this lobby');
    expect(removedText('admin')).toBe(REMOVED_BY_ADMIN_TEXT);
    expect(removedText(null)).toBe(REMOVED_BY_ADMIN_TEXT);
    expect(isRemovedText(REMOVED_BY_HOST_TEXT)).toBe(true);
    expect(isRemovedText(REMOVED_BY_ADMIN_TEXT)).toBe(true);
    expect(isRemovedText(LOBBY_LOCKED_TEXT)).toBe(false);
  });

  it('refuses a removed member always, and someone new while the lobby is locked', () => {
    const removed = { removedAt: new Date(), removedBy: 'host' };
    const left = { removedAt: null, removedBy: null };
    expect(joinRefusal(removed, false)).toBe(REMOVED_BY_HOST_TEXT);
    expect(joinRefusal(removed, true)).toBe(REMOVED_BY_HOST_TEXT);
    expect(joinRefusal(null, true)).toBe(LOBBY_LOCKED_TEXT);
    expect(joinRefusal(left, true)).toBeNull();
    expect(joinRefusal(null, false)).toBeNull();
  });
});
