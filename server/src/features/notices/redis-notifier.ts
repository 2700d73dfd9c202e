import { pushMessageSchema } from '@kickchips/core';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { batchedPublish } from './batched-publish';
import { createLocalNotifier, type Notifier } from './notifier';

const CHANNEL = 'kickchips:push';
const batchSchema = z.array(z.unknown());

/**
 * Many instances on Redis pub/sub: every instance publishes to one channel and subscribes to it on
 * a connection of its own. Notices published in the same turn of the event loop travel as one
 * message (a JSON array), each once. The client reconnects by itself; while Redis is away a
 * publish waits in the client, never in the request, and once the subscription is back the
 * subscribers hear `onResubscribed` (the streams resync).
 */
export async function createRedisNotifier(
  redisUrl: string,
  onError: (err: unknown) => void,
): Promise<Notifier> {
  const local = createLocalNotifier();
  const publisher = new Redis(redisUrl, { lazyConnect: true });
  const subscriber = new Redis(redisUrl, { lazyConnect: true, autoResubscribe: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let batch: unknown[];
    try {
      batch = batchSchema.parse(JSON.parse(text));
    } catch (err) {
      onError(err);
      return;
    }
    for (const item of batch) {
      const parsed = pushMessageSchema.safeParse(item);
      if (parsed.success) void local.publish(parsed.data);
    }
  });

  let subscribed = false;
  subscriber.on('ready', () => {
    if (!subscribed) return;
    // a new connection after a lost one: subscribe again; what was sent meanwhile never comes
    subscriber
      .subscribe(CHANNEL)
      .then(() => local.resubscribed())
      .catch(onError);
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  subscribed = true;

  // a request never waits for Redis: while it is away the client holds the batch and sends it on
  // reconnecting (or gives it up after its retries, and the subscribers resync anyway)
  return {
    publish: batchedPublish(async (payloads) => {
      publisher.publish(CHANNEL, `[${payloads.join(',')}]`).catch(onError);
    }),
    subscribe: local.subscribe,
    onResubscribed: local.onResubscribed,
    async close() {
      await local.close();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
