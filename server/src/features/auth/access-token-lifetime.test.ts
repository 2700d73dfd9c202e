import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { authHeaders, createTestWorld } from '../../../test/world';

describe('ACCESS_TOKEN_SECONDS', () => {
  const world = createTestWorld({ config: { accessTokenSeconds: 7 } });

  it('is how long the access tokens of a sign-in, a registration and a refresh last', async () => {
    const account = await world.user();
    const login = await world.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const refreshed = await world.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      headers: authHeaders(login.json().data.token),
    });
    for (const token of [account.token, login.json().data.token, refreshed.json().data]) {
      const { iat, exp } = decodeJwt(token.accessToken);
      expect(exp! - iat!).toBe(7);
    }
  });
});
