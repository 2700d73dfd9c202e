import { describe, expect, it } from 'vitest';
import { writeSessionToken } from '../lib/session-token';
import { TOKEN } from '../test/fixtures';
import { firstScreenAt } from './first-screen-at';

describe('firstScreenAt', () => {
  it('draws the landing ahead of the app for a visitor on the home route', () => {
    expect(firstScreenAt('/')).toBe('visitor');
  });

  it('draws the player screen, never the landing, when a session is stored', () => {
    writeSessionToken(TOKEN);
    expect(firstScreenAt('/')).toBe('player');
  });

  it('treats a stored session without an access token as a visitor, as the landing does', () => {
    writeSessionToken({ ...TOKEN, accessToken: '' });
    expect(firstScreenAt('/')).toBe('visitor');
  });

  it('draws nothing ahead off the home route', () => {
    expect(firstScreenAt('/login')).toBeNull();
    writeSessionToken(TOKEN);
    expect(firstScreenAt('/profile')).toBeNull();
  });
});
