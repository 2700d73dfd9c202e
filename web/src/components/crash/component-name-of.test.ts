import { describe, expect, it } from 'vitest';
import { componentNameOf } from './component-name-of';

describe('componentNameOf', () => {
  it('reads the innermost component', () => {
    expect(
      componentNameOf('\n    at GameScreen (http://x/a.js:1:2)\n    at RootLayout (http://x/b.js:3:4)'),
    ).toBe('GameScreen');
    expect(componentNameOf('\nGameScreen@http://x/a.js:1:2\nRootLayout@http://x/b.js:3:4')).toBe(
      'GameScreen',
    );
    expect(componentNameOf('\n    in OddsPanel (at odds.tsx:3)')).toBe('OddsPanel');
  });

  it('gives nothing for an empty stack', () => {
    expect(componentNameOf(undefined)).toBeUndefined();
    expect(componentNameOf('')).toBeUndefined();
  });
});
