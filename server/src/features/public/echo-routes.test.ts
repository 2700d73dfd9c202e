import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/world';

describe('POST /api/public/echo', () => {
  const world = createTestWorld();

  const echo = (payload: unknown, headers: Record<string, string> = {}) =>
    world.app.inject({ method: 'POST', url: '/api/public/echo', payload: payload as string, headers });

  it('answers what it was sent in the envelope', async () => {
    const res = await echo({ message: 'hello', tags: ['a'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: 'success', data: { message: 'hello', tags: ['a'] } });
    expect(Date.parse(body.data.receivedAt)).not.toBeNaN();
  });

  it('refuses an unknown field with a 400 naming it', async () => {
    const res = await echo({ message: 'hi', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'Bad Request' });
    expect(res.json().error).toContain('"isAdmin"');
  });

  it('refuses a wrong type with a 400 naming the field', async () => {
    const res = await echo({ message: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^body\.message: /);
  });

  it('refuses an oversized field with a 400 naming the field', async () => {
    const res = await echo({ message: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^body\.message: Too big/);
  });

  it('refuses a body over the size limit with a clear 413', async () => {
    const res = await echo(JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/larger than/);
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await echo('{"message":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body: not valid JSON');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/api/public/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      message: 'Not Found',
      error: 'No route GET /api/public/nothing-here',
    });
  });
});
