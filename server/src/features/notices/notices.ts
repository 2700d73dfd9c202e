import type { PushMessage } from '@kickchips/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from './notifier';

/** A reader that keeps copies of what notices name (the hot reads) and must forget them first. */
export type NoticeCache = { apply(message: PushMessage): void };

export type Notices = {
  /**
   * Tells every screen that something changed, once the change has committed: this instance's
   * caches forget it first (so the writer's next read sees it, even on PostgreSQL where its own
   * notice comes back asynchronously), then every instance hears it through the notifier.
   */
  publish(messages: readonly PushMessage[]): Promise<void>;
};

export type NoticesOptions = { notifier: Notifier; caches: readonly NoticeCache[]; log: FastifyBaseLogger };

/**
 * Publishes each distinct notice once. A lost notice only delays a screen until its next poll, so a
 * failure is logged and never fails the change that caused it.
 */
export function createNotices({ notifier, caches, log }: NoticesOptions): Notices {
  return {
    async publish(messages) {
      const seen = new Set<string>();
      for (const message of messages) {
        const key = JSON.stringify(message);
        if (seen.has(key)) continue;
        seen.add(key);
        for (const cache of caches) cache.apply(message);
        await notifier
          .publish(message)
          .catch((err: unknown) => log.warn({ err, message }, 'notice not sent'));
      }
    },
  };
}
