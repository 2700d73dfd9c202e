import { EventEmitter } from 'node:events';
import { type PushMessage, pushMessageSchema } from '@kickchips/core';
import pg from 'pg';

export type Notifier = {
  /** Tells every server instance (this one included) that something changed. */
  publish(message: PushMessage): Promise<void>;
  /** Listens to every notice, from any instance. Returns the unsubscribe function. */
  subscribe(listener: (message: PushMessage) => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'kickchips_push';

/** One process (PGlite): notices stay in memory. */
export function createLocalNotifier(): Notifier {
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several processes on PostgreSQL: NOTIFY through the pool, LISTEN on a dedicated connection.
 * The payload holds only ids. Under load many requests publish at once; their notices share one
 * round trip instead of one each. A dropped listening connection is re-opened; notices sent while it was
 * down are lost, which the clients' polling covers.
 */
export async function createPostgresNotifier(
  databaseUrl: string,
  pool: pg.Pool,
  onError: (err: unknown) => void,
): Promise<Notifier> {
  const local = createLocalNotifier();
  let client: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const parsed = pushMessageSchema.safeParse(JSON.parse(msg.payload));
      if (parsed.success) void local.publish(parsed.data);
    });
    next.on('error', (err) => {
      onError(err);
      if (!closed) setTimeout(() => void connect().catch(onError), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();

  // notices published in the same turn of the event loop go out in one statement, each once
  let pending: { payloads: Set<string>; sent: Promise<void> } | null = null;
  const send = async (payloads: Set<string>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    pending = null;
    await pool.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
      CHANNEL,
      [...payloads],
    ]);
  };

  return {
    publish(message) {
      if (!pending) {
        const payloads = new Set<string>();
        pending = { payloads, sent: send(payloads) };
      }
      pending.payloads.add(JSON.stringify(message));
      return pending.sent;
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await local.close();
      await client?.end().catch(() => undefined);
    },
  };
}
