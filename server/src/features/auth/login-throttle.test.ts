import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/world';
import { authThrottles } from '../../db/schema';
import { TOO_MANY_ATTEMPTS } from './attempt-throttle';

describe('brute-force limits on sign-in', () => {
  const world = createTestWorld();

  const login = (email: string, password: string, remoteAddress: string) =>
    world.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('locks an account after 5 failures, even for the right password and from other addresses', async () => {
    const account = await world.user();
    for (let i = 0; i < 5; i++) {
      expect((await login(account.email, 'Wrong-password1!', `10.3.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(account.email.toUpperCase(), account.password, '10.3.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(TOO_MANY_ATTEMPTS);
  });

  it('opens again when the window has passed', async () => {
    const account = await world.user();
    for (let i = 0; i < 6; i++) await login(account.email, 'Wrong-password1!', `10.4.0.${i}`);
    expect((await login(account.email, account.password, '10.4.1.1')).statusCode).toBe(429);
    await world.app.db.update(authThrottles).set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) });
    expect((await login(account.email, account.password, '10.4.1.1')).statusCode).toBe(200);
  });

  it('forgets the failures of an account after a successful sign-in', async () => {
    const account = await world.user();
    for (let i = 0; i < 4; i++) await login(account.email, 'Wrong-password1!', '10.5.0.1');
    expect((await login(account.email, account.password, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(account.email, 'Wrong-password1!', '10.5.0.1')).statusCode).toBe(401);
    }
  });

  it('limits an address to 20 failures across accounts, and leaves other addresses alone', async () => {
    const account = await world.user();
    for (let i = 0; i < 20; i++) {
      expect((await login(`someone-${i}@example.com`, 'Wrong-password1!', '10.6.0.1')).statusCode).toBe(401);
    }
    expect((await login(account.email, account.password, '10.6.0.1')).statusCode).toBe(429);
    expect((await login(account.email, account.password, '10.6.0.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const account = await world.user();
    for (let i = 0; i < 25; i++) {
      expect((await login(account.email, account.password, '10.7.0.1')).statusCode).toBe(200);
    }
  });

  it('keeps no email or address in the clear', async () => {
    const rows = await world.app.db.select().from(authThrottles);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes('@') || r.key.includes('10.'))).toBe(false);
  });
});
