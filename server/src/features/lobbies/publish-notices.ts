import type { PushMessage } from '@kickchips/core';
import type { FastifyInstance } from 'fastify';
import type { Notifier } from '../notices/notifier';

/**
 * Sends "this changed" notices once a transaction has committed. A lost notice only delays a screen
 * until its next poll, so a failure is logged and never fails the request that caused it.
 */
export async function publishNotices(app: FastifyInstance, messages: PushMessage[]): Promise<void> {
  if (!app.hasDecorator('notifier')) return;
  const notifier = (app as unknown as { notifier: Notifier }).notifier;
  for (const message of messages) {
    await notifier
      .publish(message)
      .catch((err: unknown) => app.log.warn({ err, message }, 'notice not sent'));
  }
}
