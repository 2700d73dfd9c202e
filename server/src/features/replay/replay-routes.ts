import { okEnvelopeSchema, replayInputSchema, replayOutputSchema } from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/reply';
import { createReplayInTx } from './create-replay';
import { parseTimeline } from './parse-timeline';
import { TimelineError } from './timeline';

/** POST game/replay: the server plays a recorded match (its own CSV or Metrica's format) on a match. */
export const replayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/game/replay',
    {
      schema: {
        summary:
          'Replays a timeline on a match that has not started: half 1 at the next full minute, each event at its time',
        tags: ['admin'],
        body: replayInputSchema,
        response: { 200: okEnvelopeSchema(replayOutputSchema) },
      },
    },
    async (request) => {
      const { matchId, format, timeline, clockSpeed } = request.body;
      let parsed: ReturnType<typeof parseTimeline>;
      try {
        parsed = parseTimeline(format, timeline);
      } catch (err) {
        if (err instanceof TimelineError) throw badRequest(err.message);
        throw err;
      }
      const ctx = app.engine.context;
      const now = ctx.clock.now();
      const plan = {
        matchId,
        format,
        clockSpeed,
        timeline: parsed,
        startAt: now,
        isDemo: false,
        actorId: request.user!.id,
      };
      const replay = await ctx.db.transaction((tx) => createReplayInTx(tx, plan, now));
      await ctx.notices.publish([{ type: 'match.changed', matchId }]);
      return ok({ replay });
    },
  );
};
