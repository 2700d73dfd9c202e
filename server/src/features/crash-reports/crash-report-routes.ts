import { crashReportInputSchema, crashReportOutputSchema, okEnvelopeSchema } from '@kickchips/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { saveCrashReport } from './save-crash-report';

export const crashReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/app/log/crash-report',
    {
      // anyone can crash: anonymous visitors report too, signed-in ones are linked to their report
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Stores a crash report from the crash screen; id "new" creates, an existing id adds to it',
        tags: ['app'],
        body: crashReportInputSchema,
        response: { 200: okEnvelopeSchema(crashReportOutputSchema) },
      },
    },
    async (request) => {
      const id = await saveCrashReport(app.db, request.body, request.user?.id ?? null);
      return ok({ id });
    },
  );
};
