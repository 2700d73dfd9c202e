import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/world';

describe('platform routes', () => {
  const world = createTestWorld();

  it('GET /api/health answers with the database kind and the process id', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({
      status: 200,
      message: 'success',
      data: { database: expected, pid: process.pid },
    });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const echo = doc.paths['/api/public/echo'].post;
    expect(echo.requestBody.content['application/json'].schema.properties.message).toMatchObject({
      type: 'string',
      maxLength: 1000,
    });
  });

  it('serves the docs page', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline' ;script");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers with a 404 and a refusal', async () => {
    const health = await world.app.inject({ method: 'GET', url: '/api/health' });
    for (const url of ['/api/no-such-route', '/api/app/anything']) {
      const res = await world.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security']) {
        expect(res.headers[name]).toBe(health.headers[name]);
      }
    }
  });

  it('refuses admin and app routes to anonymous callers', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/admin/anything' });
    expect(res.statusCode).toBe(401);
  });
});
