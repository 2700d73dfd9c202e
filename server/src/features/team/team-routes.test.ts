import { INCORRECT_TEAM_PASSWORD } from '@kickchips/core';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../../test/kits/test-images';
import { createTestWorld, type TestApp } from '../../../test/world';
import { loadAppSecret } from '../../db/app-secret';
import { teamMembers } from '../../db/schema';
import { seedTeamMembers } from './seed-team-members';
import { signTeamGrant } from './team-grant';

type Member = { _id: string; name: string; bio: string; imageUrl: string | null };

describe('team page', () => {
  const world = createTestWorld({ config: { teamPassword: 'Team-Pass-2024' } });
  // a server without a team password, where the page stays locked
  const locked = createTestWorld();
  beforeAll(async () => {
    await seedTeamMembers(world.app.db);
  });

  const members = async () =>
    (await world.app.inject({ method: 'GET', url: '/api/public/team' })).json().data.members as Member[];
  const unlock = (target: TestApp, password: string) =>
    target.inject({ method: 'POST', url: '/api/public/team/unlock', payload: { password } });
  const editMember = (id: string, payload: object, grant?: string) =>
    world.app.inject({
      method: 'PUT',
      url: `/api/public/team/${id}`,
      payload,
      headers: grant ? { 'x-team-grant': grant } : {},
    });

  it('seeds three members once', async () => {
    await seedTeamMembers(world.app.db);
    const [rows] = await world.app.db.select({ n: count() }).from(teamMembers);
    expect(rows?.n).toBe(3);
    expect((await members()).map((m) => m.name)).toEqual(['Maya Okafor', 'Tom Lindqvist', 'Ana Ruiz']);
  });

  it('refuses a wrong password, and editing where no team password is configured', async () => {
    const wrong = await unlock(world.app, 'guess');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(INCORRECT_TEAM_PASSWORD);
    const off = await unlock(locked.app, 'anything');
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe('Team editing is not enabled');
  });

  it('trades the right password for a grant that unlocks bios and photos', async () => {
    const [first] = await members();
    expect((await editMember(first!._id, { bio: 'Hacked' })).statusCode).toBe(403);
    expect((await editMember(first!._id, { bio: 'Hacked' }, 'not-a-grant')).statusCode).toBe(403);

    const res = await unlock(world.app, 'Team-Pass-2024');
    expect(res.statusCode).toBe(200);
    const { grant, expiresAt } = res.json().data;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    const edited = await editMember(first!._id, { bio: '  Loves a late winner.  ' }, grant);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.bio).toBe('Loves a late winner.');

    const asked = await world.app.inject({
      method: 'POST',
      url: '/api/public/team/s3/get-signed-post-url/me.png/image%2Fpng',
      headers: { 'x-team-grant': grant },
    });
    expect(asked.statusCode).toBe(200);
    const { signedPostUrl, objectId } = asked.json().data;
    await world.app.inject({
      method: 'PUT',
      url: signedPostUrl,
      payload: PNG_BYTES,
      headers: { 'content-type': 'image/png' },
    });
    const photo = await editMember(first!._id, { imageKey: objectId }, grant);
    expect(photo.json().data.imageUrl).toBe(`/api/files/${objectId}`);
    expect((await world.app.inject({ method: 'GET', url: `/api/files/${objectId}` })).statusCode).toBe(200);
    expect((await editMember(first!._id, { bio: 'x'.repeat(1001) }, grant)).statusCode).toBe(400);
  });

  it('refuses an expired grant and a grant for uploads without one', async () => {
    const [first] = await members();
    const key = await loadAppSecret(world.app.db, 'team-grant-key');
    const { grant } = await signTeamGrant(key, Math.floor(Date.now() / 1000) - 31 * 60);
    const res = await editMember(first!._id, { bio: 'Late' }, grant);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Team editing has expired; enter the password again');
    const upload = await world.app.inject({
      method: 'POST',
      url: '/api/public/team/s3/get-signed-post-url/me.png/image%2Fpng',
    });
    expect(upload.statusCode).toBe(403);
  });
});
