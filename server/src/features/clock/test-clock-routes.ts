import { okEnvelopeSchema } from '@kickchips/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchHalves } from '../../db/schema';
import { ok } from '../../http/reply';
import type { ShiftedClock } from './shifted-clock';

const DAY_MS = 86_400_000;

const testClockInputSchema = z
  .strictObject({
    advanceMs: z.number().int().min(0).max(DAY_MS).optional(),
    to: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
  })
  .refine((body) => (body.advanceMs === undefined) !== (body.to === undefined), {
    error: 'give either advanceMs (milliseconds forward) or to (the time to set), not both',
  });

/**
 * POST /api/test/clock, served only under TEST_CLOCK (refused in production): an admin moves the
 * server's clock forward or sets it, so a test skips to a kick-off instead of waiting for the wall
 * clock. Kick-off is still the next full minute of the server's clock. Every match in play is
 * announced changed, so each screen reloads and takes the server's new time.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: ShiftedClock }> = async (app, { clock }) => {
  app.post(
    '/api/test/clock',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Tests only (TEST_CLOCK): moves the server clock forward by advanceMs, or sets it to `to`',
        tags: ['admin'],
        body: testClockInputSchema,
        response: { 200: okEnvelopeSchema(z.object({ serverTime: z.string() })) },
      },
    },
    async (request) => {
      const { advanceMs, to } = request.body;
      if (to !== undefined) clock.set(Date.parse(to));
      else clock.advance(advanceMs!);
      const live = await app.db
        .selectDistinct({ matchId: matchHalves.matchId })
        .from(matchHalves)
        .where(eq(matchHalves.status, 'active'));
      await app.notices.publish([
        { type: 'lobbies.changed' },
        ...live.map(({ matchId }) => ({ type: 'match.changed' as const, matchId })),
      ]);
      return ok({ serverTime: clock.now().toISOString() });
    },
  );
};
