import { describe, expect, it } from 'vitest';
import { chatMessagesQuerySchema, sendChatInputSchema } from './chat-schemas';
import { createLobbyInputSchema, joinLobbyInputSchema, lobbyCodeInputSchema } from './lobby-schemas';

const matchId = '3f1c1f2e-5b1a-4c55-9a57-3f0e8d1f6a10';

describe('lobby contracts', () => {
  it('reads a code in any case with spaces around, and refuses anything that is not a code', () => {
    expect(lobbyCodeInputSchema.parse(' ab23cd ')).toBe('AB23CD');
    for (const bad of ['AB23C', 'AB23CDE', 'AB10CD', 'AB-3CD']) {
      expect(lobbyCodeInputSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('joins as a player unless told otherwise', () => {
    expect(joinLobbyInputSchema.parse({ lobbyCode: 'ab23cd' })).toEqual({
      lobbyCode: 'AB23CD',
      role: 'player',
    });
  });

  it('fills missing game settings from the defaults and refuses out-of-range ones', () => {
    expect(createLobbyInputSchema.parse({ matchId }).gameSettings.maxPlayers).toBe(8);
    expect(
      createLobbyInputSchema.parse({ matchId, gameSettings: { maxPlayers: 2 } }).gameSettings,
    ).toMatchObject({
      maxPlayers: 2,
      startingChips: 100,
    });
    const refused = createLobbyInputSchema.safeParse({ matchId, gameSettings: { maxPlayers: 1000 } });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['gameSettings', 'maxPlayers'],
      message: 'maxPlayers must be between 1 and 999',
    });
  });

  it('takes t as milliseconds or as an ISO date-time', () => {
    const lobbyId = matchId;
    expect(chatMessagesQuerySchema.parse({ lobbyId, t: '1700000000000' }).t).toBe(1_700_000_000_000);
    expect(chatMessagesQuerySchema.parse({ lobbyId, t: '2023-11-14T22:13:20.000Z' }).t).toBe(
      1_700_000_000_000,
    );
    expect(chatMessagesQuerySchema.parse({ lobbyId }).t).toBeUndefined();
    expect(chatMessagesQuerySchema.safeParse({ lobbyId, t: 'soon' }).success).toBe(false);
  });

  it('trims a chat message and counts characters, not UTF-16 units', () => {
    const lobbyId = matchId;
    expect(sendChatInputSchema.parse({ lobbyId, message: '  hi  ' }).message).toBe('hi');
    expect(sendChatInputSchema.safeParse({ lobbyId, message: '⚽'.repeat(500) }).success).toBe(true);
    expect(sendChatInputSchema.safeParse({ lobbyId, message: 'x'.repeat(501) }).success).toBe(false);
    expect(sendChatInputSchema.safeParse({ lobbyId, message: ' \n ' }).success).toBe(false);
  });
});
