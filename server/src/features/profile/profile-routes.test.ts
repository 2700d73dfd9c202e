import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestUser } from '../../../test/world';
import { avatars, users } from '../../db/schema';
import { SEEDED_AVATARS } from '../../seed/seed-database';

describe('profile and avatars', () => {
  const world = createTestWorld();
  let striker: string;
  let keeper: string;
  let retired: string;
  beforeAll(async () => {
    const rows = await world.app.db
      .insert(avatars)
      .values(SEEDED_AVATARS.map(([name, image]) => ({ name, image })))
      .returning();
    striker = rows.find((r) => r.name === 'Striker')!.id;
    keeper = rows.find((r) => r.name === 'Keeper')!.id;
    const [gone] = await world.app.db
      .insert(avatars)
      .values({ name: 'Retired', image: '/avatars/retired.svg', deletedAt: new Date() })
      .returning();
    retired = gone!.id;
  });

  const getProfile = (account: TestUser) =>
    world.app.inject({ method: 'GET', url: '/api/app/profile', headers: account.headers });
  const saveProfile = (account: TestUser, payload: object) =>
    world.app.inject({ method: 'POST', url: '/api/app/profile', headers: account.headers, payload });
  const updateAvatar = (account: TestUser, payload: object) =>
    world.app.inject({ method: 'POST', url: '/api/app/update-avatar', headers: account.headers, payload });

  it('shows the signed-in user', async () => {
    const account = await world.user();
    const res = await getProfile(account);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: account.id, email: account.email, username: null });
  });

  it('needs a signed-in user', async () => {
    expect((await world.app.inject({ method: 'GET', url: '/api/app/profile' })).statusCode).toBe(401);
    expect((await world.app.inject({ method: 'GET', url: '/api/app/avatar' })).statusCode).toBe(401);
  });

  it('lists the avatars that are not deleted, with their image paths as URLs', async () => {
    const account = await world.user();
    const res = await world.app.inject({ method: 'GET', url: '/api/app/avatar', headers: account.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string; name: string; image: string }[];
    expect(list.map((a) => a.name).sort()).toEqual(SEEDED_AVATARS.map(([name]) => name).sort());
    expect(list.find((a) => a._id === striker)?.image).toBe('/avatars/striker.svg');
  });

  it('saves a trimmed username and an avatar, and shows the avatar URL', async () => {
    const account = await world.user();
    const res = await saveProfile(account, { username: '  Goal Machine ', selectedAvatar: striker });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      username: 'Goal Machine',
      selectedAvatar: striker,
      avatarUrl: '/avatars/striker.svg',
    });
    expect((await getProfile(account)).json().data.user.username).toBe('Goal Machine');
  });

  it('refuses a username someone else has, in any case, with a 409', async () => {
    const first = await world.user();
    const second = await world.user();
    expect((await saveProfile(first, { username: 'TopScorer', selectedAvatar: null })).statusCode).toBe(200);
    const res = await saveProfile(second, { username: 'topscorer', selectedAvatar: null });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('That username is taken');
    expect((await saveProfile(first, { username: 'TOPSCORER', selectedAvatar: null })).statusCode).toBe(200);
  });

  it('refuses usernames that are empty or longer than 20 characters', async () => {
    const account = await world.user();
    const long = await saveProfile(account, { username: 'x'.repeat(21), selectedAvatar: null });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('body.username');
    expect((await saveProfile(account, { username: 'x'.repeat(20), selectedAvatar: null })).statusCode).toBe(
      200,
    );
    expect((await saveProfile(account, { username: '   ', selectedAvatar: null })).statusCode).toBe(400);
  });

  it('refuses an avatar that does not exist or was deleted, naming the field', async () => {
    const account = await world.user();
    for (const selectedAvatar of ['00000000-0000-4000-8000-000000000000', retired]) {
      const res = await saveProfile(account, { username: 'Picky', selectedAvatar });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('selectedAvatar');
    }
    expect((await saveProfile(account, { username: 'Picky', selectedAvatar: 'not-a-uuid' })).statusCode).toBe(
      400,
    );
  });

  it('changes only the avatar through update-avatar', async () => {
    const account = await world.user();
    await saveProfile(account, { username: 'Keeper Fan', selectedAvatar: striker });
    const res = await updateAvatar(account, { selectedAvatar: keeper });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      username: 'Keeper Fan',
      selectedAvatar: keeper,
      avatarUrl: '/avatars/keeper.svg',
    });
    expect((await updateAvatar(account, { selectedAvatar: retired })).statusCode).toBe(400);
    expect((await updateAvatar(account, { selectedAvatar: keeper, username: 'x' })).statusCode).toBe(400);
  });

  it('shows a deleted avatar as none', async () => {
    const account = await world.user();
    await world.app.db.update(users).set({ selectedAvatarId: retired }).where(eq(users.id, account.id));
    expect((await getProfile(account)).json().data.user).toMatchObject({
      selectedAvatar: null,
      avatarUrl: null,
    });
  });

  it.each([
    { isAdmin: true },
    { permissions: { isAdmin: true } },
    { role: 'admin' },
    { email: 'new@example.com' },
  ])('refuses the mass-assignment field %o and changes nothing', async (extra) => {
    const account = await world.user();
    const res = await saveProfile(account, { username: 'Climber', selectedAvatar: null, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('unknown field');
    const [row] = await world.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ isAdmin: false, role: 'player', username: null, email: account.email });
  });
});
