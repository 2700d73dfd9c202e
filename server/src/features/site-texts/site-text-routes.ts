import {
  okEnvelopeSchema,
  siteTextInputSchema,
  siteTextOutputSchema,
  siteTextParamsSchema,
  siteTextsOutputSchema,
} from '@kickchips/core';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteTexts } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { writeAudit } from '../audit';

/** Texts an admin edits on the Landing Page screen; everyone reads them. */
export const siteTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/site-texts',
    {
      schema: {
        summary: 'The site texts by key',
        tags: ['public'],
        response: { 200: okEnvelopeSchema(siteTextsOutputSchema) },
      },
    },
    async () => {
      const rows = await app.db.select().from(siteTexts).orderBy(asc(siteTexts.key));
      return ok({ texts: Object.fromEntries(rows.map((r) => [r.key, r.value])) });
    },
  );

  app.put(
    '/api/admin/site-texts/:key',
    {
      schema: {
        summary: 'Changes a site text (landing.welcome, landing.howItWorks)',
        tags: ['admin'],
        params: siteTextParamsSchema,
        body: siteTextInputSchema,
        response: { 200: okEnvelopeSchema(siteTextOutputSchema) },
      },
    },
    async (request) => {
      const { key } = request.params;
      const actorId = request.user!.id;
      // only texts the app knows (the seed made them) can be edited, so no stray keys pile up
      const [row] = await app.db
        .update(siteTexts)
        .set({ value: request.body.value, updatedBy: actorId, updatedAt: new Date() })
        .where(eq(siteTexts.key, key))
        .returning();
      if (!row) throw notFound(`There is no site text "${key}"`);
      await writeAudit(app.db, { actorId, action: 'update', entity: 'site-text', entityId: key });
      return ok({ key: row.key, value: row.value, updatedAt: row.updatedAt.toISOString() });
    },
  );
};
