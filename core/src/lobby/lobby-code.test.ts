import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateLobbyCode,
  LOBBY_CODE_ALPHABET,
  LOBBY_CODE_LENGTH,
  normalizeLobbyCodeInput,
} from './lobby-code';

describe('normalizeLobbyCodeInput', () => {
  it('uppercases, drops look-alike and foreign characters, and keeps at most 6', () => {
    expect(normalizeLobbyCodeInput('ab23cd')).toBe('AB23CD');
    expect(normalizeLobbyCodeInput('a-b 2 o0i1l')).toBe('AB2L');
    expect(normalizeLobbyCodeInput('ABCDEFGH')).toBe('ABCDEF');
    expect(normalizeLobbyCodeInput('')).toBe('');
  });

  it('always yields a valid prefix of a code', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const code = normalizeLobbyCodeInput(text);
        expect(code.length).toBeLessThanOrEqual(LOBBY_CODE_LENGTH);
        expect([...code].every((char) => LOBBY_CODE_ALPHABET.includes(char))).toBe(true);
      }),
    );
  });
});

describe('generateLobbyCode', () => {
  it('maps bytes onto the alphabet', () => {
    expect(generateLobbyCode((n) => new Uint8Array(n).fill(0))).toBe('AAAAAA');
    expect(generateLobbyCode((n) => new Uint8Array(n).fill(31))).toBe('999999');
  });

  it('asks again until it has 6 characters and always returns a valid code', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 20 }), (bytes) => {
        let offset = 0;
        const source = (count: number) => {
          const out = new Uint8Array(count).map(() => bytes[offset++ % bytes.length]!);
          return out;
        };
        const code = generateLobbyCode(source);
        expect(code).toHaveLength(LOBBY_CODE_LENGTH);
        expect(normalizeLobbyCodeInput(code)).toBe(code);
      }),
    );
  });
});

describe('generateLobbyCode fairness', () => {
  it('gives every character the same number of byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const char = generateLobbyCode((n) => new Uint8Array(n).fill(byte))[0]!;
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(LOBBY_CODE_ALPHABET.length);
    expect(new Set(counts.values())).toEqual(new Set([256 / LOBBY_CODE_ALPHABET.length]));
  });
});
