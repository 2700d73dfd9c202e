import { SITE_TEXT_MAX_LENGTH } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestUser } from '../../../test/world';
import { auditLog } from '../../db/schema';
import { DEFAULT_SITE_TEXTS } from '../../seed/seed-database';

describe('site texts', () => {
  const world = createTestWorld({ seed: true });
  let admin: TestUser;
  beforeAll(async () => {
    admin = await world.user({ role: 'admin' });
  });

  const edit = (key: string, payload: object) =>
    world.app.inject({ method: 'PUT', url: `/api/admin/site-texts/${key}`, payload, headers: admin.headers });

  it('gives everyone the texts by key', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/public/site-texts' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.texts).toEqual(DEFAULT_SITE_TEXTS);
  });

  it('lets an admin change a text, and records who did', async () => {
    const res = await edit('landing.welcome', { value: '  Welcome to KickChips!  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'landing.welcome', value: 'Welcome to KickChips!' });
    const texts = (await world.app.inject({ method: 'GET', url: '/api/public/site-texts' })).json().data
      .texts;
    expect(texts['landing.welcome']).toBe('Welcome to KickChips!');
    const [audit] = await world.app.db.select().from(auditLog).where(eq(auditLog.entity, 'site-text'));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'update', entityId: 'landing.welcome' });
  });

  it('refuses an empty or too long text, and an unknown key', async () => {
    const empty = await edit('landing.welcome', { value: ' ' });
    expect(empty.json().error).toBe('body.value: The text must not be empty');
    const long = await edit('landing.welcome', { value: 'x'.repeat(SITE_TEXT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(`body.value: The text is at most ${SITE_TEXT_MAX_LENGTH} characters`);
    const unknown = await edit('landing.nothing', { value: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await edit('a..b', { value: 'x' })).statusCode).toBe(400);
  });
});
