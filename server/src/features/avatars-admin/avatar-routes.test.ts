import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadTestImage } from '../../../test/kits/upload-test-image';
import { createTestWorld, type Method, type TestUser } from '../../../test/world';
import { auditLog, avatars } from '../../db/schema';

describe('admin avatars', () => {
  const world = createTestWorld();
  let admin: TestUser;
  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
  });

  const call = (method: Method, url: string, payload?: object) => world.as(admin).call(method, url, payload);

  it('adds an avatar from a public image upload and shows its URL', async () => {
    const key = await uploadTestImage(world.app, admin, { isPublic: true, isViewableByAnyUser: true });
    const res = await call('POST', '/api/admin/avatar', { name: ' Goalie ', image: key });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Goalie', imageKey: key, image: `/api/files/${key}` });
    const anonymous = await world.app.inject({ method: 'GET', url: res.json().data.image });
    expect(anonymous.statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/avatar')).json().data;
    expect(list.map((a: { _id: string }) => a._id)).toContain(res.json().data._id);
    const [audit] = await world.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, res.json().data._id));
    expect(audit).toMatchObject({ action: 'create', entity: 'avatar', actorId: admin.id });
  });

  it('refuses an image that is private, not uploaded or unknown, and a missing name', async () => {
    const privateKey = await uploadTestImage(world.app, admin);
    const notPublic = await call('POST', '/api/admin/avatar', { name: 'A', image: privateKey });
    expect(notPublic.statusCode).toBe(400);
    expect(notPublic.json().error).toBe('body.image: this image must be uploaded with isPublic true');
    const pending = (
      await world.app.inject({
        method: 'POST',
        url: '/api/app/s3/get-signed-post-url/a.png/image%2Fpng',
        payload: { isPublic: true },
        headers: admin.headers,
      })
    ).json().data.objectId;
    const notUploaded = await call('POST', '/api/admin/avatar', { name: 'A', image: pending });
    expect(notUploaded.json().error).toBe('body.image: the file has not been uploaded yet');
    const unknown = await call('POST', '/api/admin/avatar', { name: 'A', image: '../../etc/passwd' });
    expect(unknown.statusCode).toBe(400);
    const noName = await call('POST', '/api/admin/avatar', { name: '', image: privateKey });
    expect(noName.json().error).toBe('body.name: Avatar Name is required');
  });

  it('renames an avatar keeping its image as sent back by the form, and swaps the image', async () => {
    const key = await uploadTestImage(world.app, admin, { isPublic: true });
    const avatar = (await call('POST', '/api/admin/avatar', { name: 'Old', image: key })).json().data;
    const renamed = await call('PUT', `/api/admin/avatar/${avatar._id}`, { ...avatar, name: 'New' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'New', imageKey: key });
    const other = await uploadTestImage(world.app, admin, { isPublic: true });
    const swapped = await call('POST', `/api/admin/avatar/${avatar._id}`, { image: other });
    expect(swapped.json().data).toMatchObject({ name: 'New', imageKey: other });
  });

  it('keeps seeded avatars’ shipped images on edit', async () => {
    const [seeded] = await world.app.db
      .insert(avatars)
      .values({ name: 'Striker', image: '/avatars/striker.svg' })
      .returning();
    const res = await call('PUT', `/api/admin/avatar/${seeded!.id}`, {
      name: 'Forward',
      image: '/avatars/striker.svg',
    });
    expect(res.json().data).toMatchObject({ name: 'Forward', image: '/avatars/striker.svg' });
    const otherPath = await call('PUT', `/api/admin/avatar/${seeded!.id}`, { image: '/avatars/keeper.svg' });
    expect(otherPath.statusCode).toBe(400);
  });

  it('deletes an avatar out of every list, keeping the row players may point at', async () => {
    const key = await uploadTestImage(world.app, admin, { isPublic: true });
    const avatar = (await call('POST', '/api/admin/avatar', { name: 'Gone', image: key })).json().data;
    expect((await call('DELETE', `/api/admin/avatar/${avatar._id}`)).statusCode).toBe(204);
    expect(
      (await call('GET', '/api/admin/avatar')).json().data.map((a: { _id: string }) => a._id),
    ).not.toContain(avatar._id);
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/app/avatar', headers: admin.headers }))
        .json()
        .data.map((a: { _id: string }) => a._id),
    ).not.toContain(avatar._id);
    expect((await call('GET', `/api/admin/avatar/${avatar._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/avatar/${avatar._id}`)).statusCode).toBe(404);
  });
});
