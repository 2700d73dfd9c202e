import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordedRoutes as routes } from './security/route-recorder';
import { createTestWorld, type TestUser } from './world';

// every app Fastify makes reports its routes, so the walk below sees each one, hidden or not
vi.mock('fastify', async (importOriginal) =>
  (await import('./security/route-recorder')).recordingFastify(await importOriginal()),
);

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:name/g, 'Goal').replace(/:[A-Za-z]+/g, SAMPLE_ID);

describe('access to admin routes', () => {
  const world = createTestWorld();
  let player: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    player = await world.user();
    admin = await world.user({ role: 'admin' });
  });

  const adminRoutes = () => routes.filter((r) => r.url.startsWith('/api/admin/'));

  it('finds the admin routes of this issue among those registered', () => {
    const urls = new Set(adminRoutes().map((r) => `${r.method} ${r.url}`));
    expect(urls.size).toBeGreaterThan(50);
    for (const expected of [
      'DELETE /api/admin/matchHalf/:id',
      'POST /api/admin/game/create-round',
      'PUT /api/admin/match/:matchId/event-types/reorder',
      'PUT /api/admin/site-texts/:key',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 to anonymous callers and 403 to players on every /api/admin route', async () => {
    for (const { method, url } of adminRoutes()) {
      const request = {
        method: method as 'GET',
        url: concrete(url),
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
      };
      const anonymous = await world.app.inject(request);
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
      const asPlayer = await world.app.inject({ ...request, headers: player.headers });
      expect(asPlayer.statusCode, `player ${method} ${url}`).toBe(403);
    }
  });

  it('lets an admin through to the handler (not 401 or 403)', async () => {
    for (const { method, url } of adminRoutes()) {
      const response = await world.app.inject({
        method: method as 'GET',
        url: concrete(url),
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
        headers: admin.headers,
      });
      expect([401, 403], `admin ${method} ${url}`).not.toContain(response.statusCode);
      expect(response.statusCode, `admin ${method} ${url}`).toBeLessThan(500);
    }
  });

  it('still documents every route in the OpenAPI document', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/admin/matchHalf/end/{halfId}');
  });

  it('answers 401 to anonymous callers of the file upload calls', async () => {
    const upload = await world.app.inject({
      method: 'POST',
      url: '/api/app/s3/get-signed-post-url/a.png/image%2Fpng',
      payload: {},
    });
    expect(upload.statusCode).toBe(401);
    const read = await world.app.inject({ method: 'GET', url: '/api/app/s3/get-signed-url/abc' });
    expect(read.statusCode).toBe(401);
  });
});
