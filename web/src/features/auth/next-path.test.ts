import { describe, expect, it } from 'vitest';
import { inAppPath, withNext } from './next-path';

describe('inAppPath', () => {
  it('keeps paths of this app', () => {
    expect(inAppPath('/join/ABC123')).toBe('/join/ABC123');
    expect(inAppPath('/game?x=1')).toBe('/game?x=1');
  });

  it('drops other sites and anything that is not a path', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'join/A']) {
      expect(inAppPath(next)).toBeNull();
    }
  });
});

describe('withNext', () => {
  it('carries next along, encoded', () => {
    expect(withNext('/register', '/join/ABC123')).toBe('/register?next=%2Fjoin%2FABC123');
    expect(withNext('/login', null)).toBe('/login');
  });
});
