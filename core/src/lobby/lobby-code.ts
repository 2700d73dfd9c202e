/** Letters and digits that cannot be mistaken for each other: no I, O, 0 or 1 (game-rules 9). */
export const LOBBY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LOBBY_CODE_LENGTH = 6;

/** What the code input keeps of what was typed: uppercased, alphabet characters only, at most 6. */
export function normalizeLobbyCodeInput(text: string): string {
  return [...text.toUpperCase()]
    .filter((char) => LOBBY_CODE_ALPHABET.includes(char))
    .slice(0, LOBBY_CODE_LENGTH)
    .join('');
}

/**
 * A fresh code from a cryptographic source (`crypto.randomBytes` or `getRandomValues`).
 * Bytes at or above the largest multiple of the alphabet size are thrown away, so that every
 * character is equally likely whatever the alphabet's length.
 */
export function generateLobbyCode(randomBytes: (count: number) => Uint8Array): string {
  const size = LOBBY_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < LOBBY_CODE_LENGTH) {
    for (const byte of randomBytes(LOBBY_CODE_LENGTH - code.length)) {
      if (byte < limit) code += LOBBY_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}
