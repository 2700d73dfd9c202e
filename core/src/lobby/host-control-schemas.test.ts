import { describe, expect, it } from 'vitest';
import { kickInputSchema, lockLobbyInputSchema } from './host-control-schemas';

const ID = '00000000-0000-4000-8000-000000000000';

describe('host control inputs', () => {
  it('take only the fields they name, and say which one is wrong', () => {
    expect(kickInputSchema.safeParse({ lobbyId: ID, userId: ID }).success).toBe(true);
    expect(kickInputSchema.safeParse({ lobbyId: ID, userId: ID, chips: 1 }).success).toBe(false);
    const bad = lockLobbyInputSchema.safeParse({ lobbyId: ID, locked: 'yes' });
    expect(bad.error?.issues[0]?.message).toBe('locked must be true or false');
  });
});
