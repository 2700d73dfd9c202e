import { EventEmitter } from 'node:events';
import { type PushMessage, pushMessageSchema } from '@kickchips/core';
import pg from 'pg';
import { batchedPublish } from './batched-publish';

export type Notifier = {
  /** Tells every server instance (this one included) that something changed. */
  publish(message: PushMessage): Promise<void>;
  /** Listens to every notice, from any instance. Returns the unsubscribe function. */
  subscribe(listener: (message: PushMessage) => void): () => void;
  /**
   * Listens for the subscription coming back after it was lost (a reconnect): notices published
   * meanwhile may never arrive. Returns the unsubscribe function.
   */
  onResubscribed(listener: () => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'kickchips_push';

/** The notifier of one process, which can also say that its subscription came back (see `onResubscribed`). */
export type LocalNotifier = Notifier & { resubscribed(): void };

/** One process (PGlite): notices stay in memory. */
export function createLocalNotifier(): LocalNotifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit('message', message);
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    onResubscribed(listener) {
      emitter.on('resubscribed', listener);
      return () => emitter.off('resubscribed', listener);
    },
    resubscribed() {
      emitter.emit('resubscribed');
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several processes on PostgreSQL: NOTIFY through the pool, LISTEN on a dedicated connection.
 * The payload holds only ids. Under load many requests publish at once; their notices share one
 * round trip instead of one each. A dropped listening connection is re-opened; notices sent while it was
 * down are lost, so the subscribers hear `onResubscribed` (the streams resync).
 */
export async function createPostgresNotifier(
  databaseUrl: string,
  pool: pg.Pool,
  onError: (err: unknown) => void,
): Promise<Notifier> {
  const local = createLocalNotifier();
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let retrying = false;

  const reconnectSoon = () => {
    if (closed || retrying) return;
    retrying = true;
    setTimeout(() => {
      retrying = false;
      void connect().catch((err: unknown) => {
        onError(err);
        reconnectSoon();
      });
    }, 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const parsed = pushMessageSchema.safeParse(JSON.parse(msg.payload));
      if (parsed.success) void local.publish(parsed.data);
    });
    next.on('error', (err) => {
      onError(err);
      if (client !== next) return;
      client = undefined;
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    // listening again after a lost connection: what was sent meanwhile never comes
    if (listening) local.resubscribed();
    listening = true;
  };
  await connect();

  // notices published in the same turn of the event loop go out in one statement, each once
  return {
    publish: batchedPublish(async (payloads) => {
      await pool.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
        CHANNEL,
        payloads,
      ]);
    }),
    subscribe: local.subscribe,
    onResubscribed: local.onResubscribed,
    async close() {
      closed = true;
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}
