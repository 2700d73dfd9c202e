import {
  errorEnvelopeSchema,
  type Notification,
  notificationDataSchema,
  notificationsOutputSchema,
  okEnvelopeSchema,
  readNotificationsInputSchema,
} from '@kickchips/core';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notifications } from '../../db/schema';
import { ok } from '../../http/reply';

const tags = ['notifications'];
/** The newest notifications a user is shown. */
const SHOWN = 50;

/** A user's notifications: read them newest first, and mark them read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app/notifications',
    {
      schema: {
        summary: "The caller's notifications, newest first (at most 50), with the unread count",
        tags,
        response: { 200: okEnvelopeSchema(notificationsOutputSchema) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(SHOWN);
      const [unread] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      const shown: Notification[] = rows.map((row) => ({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
        data: notificationDataSchema.parse(row.data),
      }));
      return ok({ notifications: shown, unread: unread?.n ?? 0 });
    },
  );

  app.post(
    '/api/app/notifications/read',
    {
      schema: {
        summary: 'Marks the named notifications read, or all of them when none are named',
        tags,
        body: readNotificationsInputSchema,
        response: { 200: okEnvelopeSchema(z.object({ unread: z.number().int() })), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      const { ids } = request.body;
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
      const [unread] = await app.db.select({ n: count() }).from(notifications).where(mine);
      await app.notices.publish([{ type: 'user.notified', userId }]);
      return ok({ unread: unread?.n ?? 0 });
    },
  );
};
