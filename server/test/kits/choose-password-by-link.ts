import type { TestApp } from '../world';

/**
 * Follows a mailed /reset-password link as its owner would: chooses `password` through the reset
 * route, then signs in with it. Returns both answers, for the test to check.
 */
export async function choosePasswordByLink(app: TestApp, link: URL, email: string, password: string) {
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: {
      password,
      confirmPassword: password,
      token: link.searchParams.get('token'),
      id: link.searchParams.get('id'),
    },
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { reset, login };
}
