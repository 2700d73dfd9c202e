import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../../test/kits/read-outbox';
import { authHeaders, createTestWorld, type TestUser } from '../../../test/world';
import { passwordResets } from '../../db/schema';
import { RESET_REQUESTED } from './request-password-reset';
import { RESET_LINK_INVALID } from './reset-password';

const NEW_PASSWORD = 'Brand-new-pass9?';

describe('password reset through the outbox', () => {
  const world = createTestWorld({ config: { publicUrl: 'https://kickchips.example' } });

  const outbox = () => readOutbox(world.app);

  const requestToken = (email: string, remoteAddress = '10.1.0.1') =>
    world.app.inject({
      method: 'POST',
      url: '/api/auth/request-token',
      payload: { email, confirmEmail: email },
      remoteAddress,
    });

  /** Asks for a reset and reads the link out of the newest outbox mail to that account. */
  const resetLinkFor = async (account: TestUser) => {
    expect((await requestToken(account.email)).statusCode).toBe(200);
    await world.app.mailer.settled();
    const mail = outbox()
      .filter((m) => m.to === account.email)
      .at(-1)!;
    const link = new URL(mail.links[0]!);
    return { mail, link, token: link.searchParams.get('token')!, id: link.searchParams.get('id')! };
  };

  const reset = (body: object) =>
    world.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body });
  const resetWith = (token: string, id: string, password = NEW_PASSWORD) =>
    reset({ password, confirmPassword: password, token, id });
  const login = (email: string, password: string) =>
    world.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.1.0.9',
    });

  it('mails a link to /reset-password that sets a new password', async () => {
    const account = await world.user();
    const { mail, link, token, id } = await resetLinkFor(account);
    expect(mail.subject).toBe('Reset your KickChips password');
    expect(`${link.origin}${link.pathname}`).toBe('https://kickchips.example/reset-password');
    expect(id).toBe(account.id);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const eml = readFileSync(path.join(world.app.config.dataDir, 'outbox', `${mail.id}.eml`), 'utf8');
    expect(eml).toContain(`To: ${account.email}`);

    const res = await resetWith(token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('success');
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const account = await world.user();
    const { token } = await resetLinkFor(account);
    const rows = await world.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('answers known and unknown emails alike, and mails only the known', async () => {
    const account = await world.user();
    const before = outbox().length;
    const known = await requestToken(account.email);
    const unknown = await requestToken('nobody-here@example.com');
    await world.app.mailer.settled();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().data.message).toBe(RESET_REQUESTED);
    expect(RESET_REQUESTED).toContain('within 5 minutes');
    expect(outbox().length).toBe(before + 1);
  });

  it('works once only', async () => {
    const account = await world.user();
    const { token, id } = await resetLinkFor(account);
    expect((await resetWith(token, id)).statusCode).toBe(200);
    const again = await resetWith(token, id, 'Another-pass7!');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(RESET_LINK_INVALID);
  });

  it('stops working when it expires', async () => {
    const account = await world.user();
    const { token, id } = await resetLinkFor(account);
    const [row] = await world.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.id));
    const created = row!.createdAt.getTime();
    expect(row!.expiresAt.getTime() - created).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - created).toBeLessThanOrEqual(31 * 60_000);
    await world.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.id));
    expect((await resetWith(token, id)).statusCode).toBe(400);
  });

  it("refuses a token with another user's id, and a made-up token", async () => {
    const account = await world.user();
    const other = await world.user();
    const { token } = await resetLinkFor(account);
    expect((await resetWith(token, other.id)).statusCode).toBe(400);
    expect((await resetWith('made-up-token', account.id)).statusCode).toBe(400);
    expect((await resetWith(token, account.id)).statusCode).toBe(200);
  });

  it('ends every session of the user: old access and refresh tokens stop working', async () => {
    const account = await world.user();
    const { token, id } = await resetLinkFor(account);
    expect((await resetWith(token, id)).statusCode).toBe(200);
    const profile = await world.app.inject({
      method: 'GET',
      url: '/api/app/profile',
      headers: account.headers,
    });
    expect(profile.statusCode).toBe(401);
    const refresh = await world.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      headers: account.headers,
    });
    expect(refresh.statusCode).toBe(401);
    const fresh = authHeaders((await login(account.email, NEW_PASSWORD)).json().data.token);
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/app/profile', headers: fresh })).statusCode,
    ).toBe(200);
  });

  it('kills the older links of the user when one is used', async () => {
    const account = await world.user();
    const older = await resetLinkFor(account);
    const newer = await resetLinkFor(account);
    expect((await resetWith(newer.token, newer.id)).statusCode).toBe(200);
    expect((await resetWith(older.token, older.id)).statusCode).toBe(400);
  });

  it('checks the new password with the spec rules and the request fields', async () => {
    const account = await world.user();
    const { token, id } = await resetLinkFor(account);
    const weak = await resetWith(token, id, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toContain('Passwords should contain an uppercase letter.');
    const mismatch = await reset({ password: NEW_PASSWORD, confirmPassword: 'Other-pass1!', token, id });
    expect(mismatch.json().error).toContain('Passwords do not match.');
    expect(
      (await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token, id: 'x' })).statusCode,
    ).toBe(400);
    const emails = await world.app.inject({
      method: 'POST',
      url: '/api/auth/request-token',
      payload: { email: account.email, confirmEmail: 'other@example.com' },
    });
    expect(emails.statusCode).toBe(400);
    expect(emails.json().error).toContain('Emails do not match.');
  });

  it('limits requests per account, known or not, with the spec 429 message', async () => {
    await world.user({ email: 'limit-known@example.com' });
    for (const email of ['limit-known@example.com', 'limit-unknown@example.com']) {
      for (let i = 0; i < 5; i++) {
        expect((await requestToken(email, `10.2.0.${i}`)).statusCode).toBe(200);
      }
      const res = await requestToken(email.toUpperCase(), '10.2.0.99');
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe('Too many attempts. Please wait a few minutes and try again.');
    }
    await world.app.mailer.settled();
  });
});
