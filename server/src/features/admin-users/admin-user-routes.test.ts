import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { choosePasswordByLink } from '../../../test/kits/choose-password-by-link';
import { insertPlayedBet } from '../../../test/kits/insert-played-bet';
import { readOutbox } from '../../../test/kits/read-outbox';
import { uploadTestImage } from '../../../test/kits/upload-test-image';
import { createTestWorld, type Method, type TestUser } from '../../../test/world';
import { auditLog, matches, matchHalves, matchRounds, odds, users } from '../../db/schema';
import { signAccessToken } from '../auth';

describe('admin users', () => {
  const world = createTestWorld();
  let admin: TestUser;
  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
  });

  const call = (method: Method, url: string, payload?: object) => world.as(admin).call(method, url, payload);
  const tokenOf = async (id: string) => `Bearer ${await signAccessToken(world.app.tokenKey, { id })}`;

  it('adds a user who cannot sign in until they set a password, and lists them without secrets', async () => {
    const res = await call('POST', '/api/admin/user', { name: 'Kim', email: 'kim@example.com' });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      name: 'Kim',
      email: 'kim@example.com',
      role: 'player',
      permissions: { isAdmin: false },
    });
    const [row] = await world.app.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.passwordHash).toBe('!');
    const list = await call('GET', '/api/admin/user');
    expect(list.json().data[0]._id).toBe(user._id);
    expect(list.body).not.toContain('passwordHash');
    expect((await call('GET', `/api/admin/user/${user._id}`)).json().data.email).toBe('kim@example.com');
  });

  it('mails a user added without a password a link to choose one, with which they sign in', async () => {
    const res = await call('POST', '/api/admin/user', { name: 'Noor', email: 'noor@example.com' });
    expect(res.statusCode).toBe(200);
    await world.app.mailer.settled();
    const mails = readOutbox(world.app).filter((mail) => mail.to === 'noor@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your KickChips account: choose your password');
    expect(mails[0]!.text).toContain('Hello Noor,');
    const link = new URL(mails[0]!.links[0]!);
    expect(link.pathname).toBe('/reset-password');
    const password = 'First-pass-9?';
    const { reset, login } = await choosePasswordByLink(world.app, link, 'noor@example.com', password);
    expect(reset.statusCode).toBe(200);
    expect(login.statusCode).toBe(200);

    await call('POST', '/api/admin/user', { name: 'Pat', email: 'pat@example.com', password });
    await world.app.mailer.settled();
    expect(readOutbox(world.app).filter((mail) => mail.to === 'pat@example.com')).toHaveLength(0);
  });

  it('refuses a taken email or username, a bad email, a weak password and an unknown avatar', async () => {
    await call('POST', '/api/admin/user', { name: 'Lee', email: 'lee@example.com', username: 'lee' });
    const email = await call('POST', '/api/admin/user', { name: 'Lee 2', email: 'LEE@example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toBe('A user with this email already exists');
    const username = await call('POST', '/api/admin/user', {
      name: 'Lee 3',
      email: 'lee3@example.com',
      username: 'LEE',
    });
    expect(username.statusCode).toBe(409);
    expect(username.json().error).toBe('That username is taken');
    const invalid = await call('POST', '/api/admin/user', { name: 'X', email: 'not-an-email' });
    expect(invalid.json().error).toBe('body.email: Invalid email address');
    const weak = await call('POST', '/api/admin/user', {
      name: 'X',
      email: 'x@example.com',
      password: 'short',
    });
    expect(weak.json().error).toBe('body.password: Passwords should be at least 8 characters.');
    const avatar = await call('POST', '/api/admin/user', {
      name: 'X',
      email: 'x@example.com',
      selectedAvatar: '00000000-0000-4000-8000-000000000000',
    });
    expect(avatar.json().error).toBe('body.selectedAvatar: there is no such avatar');
    const long = await call('POST', '/api/admin/user', {
      name: 'X',
      email: 'x@example.com',
      username: 'u'.repeat(21),
    });
    expect(long.statusCode).toBe(400);
  });

  it('grants and takes admin rights, which take effect on the user’s next call', async () => {
    const user = (await call('POST', '/api/admin/user', { name: 'Max', email: 'max@example.com' })).json()
      .data;
    const authorization = await tokenOf(user._id);
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/admin/user', headers: { authorization } }))
        .statusCode,
    ).toBe(403);

    const granted = await call('PUT', `/api/admin/user/${user._id}`, {
      ...user,
      permissions: { isAdmin: true },
    });
    expect(granted.json().data).toMatchObject({ role: 'admin', permissions: { isAdmin: true } });
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/admin/user', headers: { authorization } }))
        .statusCode,
    ).toBe(200);

    const taken = await call('POST', `/api/admin/user/${user._id}`, { isAdmin: false });
    expect(taken.json().data.permissions.isAdmin).toBe(false);
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/admin/user', headers: { authorization } }))
        .statusCode,
    ).toBe(403);
    const audits = await world.app.db.select().from(auditLog).where(eq(auditLog.entityId, user._id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('will not let an admin take their own rights or delete themselves', async () => {
    const self = await call('PUT', `/api/admin/user/${admin.id}`, { isAdmin: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe("You can't take away your own admin rights");
    expect((await call('DELETE', `/api/admin/user/${admin.id}`)).statusCode).toBe(409);
  });

  it('sets a profile image from an upload', async () => {
    const user = (await call('POST', '/api/admin/user', { name: 'Pic', email: 'pic@example.com' })).json()
      .data;
    const key = await uploadTestImage(world.app, admin);
    const res = await call('PUT', `/api/admin/user/${user._id}`, { profileImageKey: key });
    expect(res.json().data.profileImageKey).toBe(key);
    // the user may read their own profile image although an admin uploaded it privately
    const read = await world.app.inject({
      method: 'GET',
      url: `/api/app/s3/get-signed-url/${key}`,
      headers: { authorization: await tokenOf(user._id) },
    });
    expect(read.statusCode).toBe(200);
    const bad = await call('PUT', `/api/admin/user/${user._id}`, { profileImageKey: 'abc.png' });
    expect(bad.json().error).toBe('body.profileImageKey: must be the objectId of an upload');
  });

  it('deletes a user who never played for good', async () => {
    const user = (await call('POST', '/api/admin/user', { name: 'Brief', email: 'brief@example.com' })).json()
      .data;
    expect((await call('DELETE', `/api/admin/user/${user._id}`)).statusCode).toBe(204);
    expect(await world.app.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
    expect((await call('DELETE', `/api/admin/user/${user._id}`)).statusCode).toBe(404);
  });

  it('anonymises a user who played, ends their sessions and frees their email', async () => {
    const [match] = await world.app.db.insert(matches).values({ homeTeam: 'A', awayTeam: 'B' }).returning();
    const [half] = await world.app.db
      .insert(matchHalves)
      .values({ matchId: match!.id, halfNumber: 1 })
      .returning();
    const [round] = await world.app.db
      .insert(matchRounds)
      .values({ matchId: match!.id, halfId: half!.id, roundNumber: 1, startMinute: 0 })
      .returning();
    const [odd] = await world.app.db
      .insert(odds)
      .values({
        matchId: match!.id,
        eventType: 'Goal',
        betType: 'over',
        threshold: 0.5,
        odds: 2,
        name: 'Goal over 0.5',
      })
      .returning();
    const { user } = await insertPlayedBet(world, {
      matchId: match!.id,
      roundId: round!.id,
      oddId: odd!.id,
    });
    const authorization = await tokenOf(user.id);
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/app/profile', headers: { authorization } }))
        .statusCode,
    ).toBe(200);

    expect((await call('DELETE', `/api/admin/user/${user.id}`)).statusCode).toBe(204);
    const [row] = await world.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Deleted user', username: null, isAdmin: false });
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.email).not.toBe(user.email);
    expect(
      (await call('GET', '/api/admin/user')).json().data.map((u: { _id: string }) => u._id),
    ).not.toContain(user.id);
    expect((await call('GET', `/api/admin/user/${user.id}`)).statusCode).toBe(404);
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/app/profile', headers: { authorization } }))
        .statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/admin/user', { name: 'Again', email: user.email })).statusCode).toBe(
      200,
    );
  });
});
