import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/world';
import { crashReports } from '../../db/schema';

describe('POST /api/app/log/crash-report', () => {
  const world = createTestWorld();

  const send = (payload: object) =>
    world.app.inject({ method: 'POST', url: '/api/app/log/crash-report', payload });

  it('stores a new report and adds the description in a follow-up', async () => {
    const first = await send({
      id: 'new',
      error: { name: 'TypeError', message: 'x is undefined', stack: 'at y' },
      data: { componentName: 'GameScreen', location: '/', browser: 'Chromium' },
    });
    expect(first.statusCode).toBe(200);
    const id = first.json().data.id as string;
    const second = await send({ id, data: { userDescription: 'I pressed Place Bet' } });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(id);
    const [row] = await world.app.db.select().from(crashReports).where(eq(crashReports.id, id));
    expect(row?.error).toMatchObject({ name: 'TypeError' });
    expect(row?.data).toMatchObject({ componentName: 'GameScreen', userDescription: 'I pressed Place Bet' });
  });

  it('answers 404 for a follow-up to an unknown report', async () => {
    const res = await send({ id: '00000000-0000-4000-8000-000000000000', data: { userDescription: 'x' } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a malformed id with a 400 naming the field', async () => {
    const res = await send({ id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^body\.id/);
  });
});
