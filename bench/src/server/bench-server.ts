import { buildApp } from '@kickchips/server/src/app';
import { loadConfig } from '@kickchips/server/src/config';
import { openDatabase } from '@kickchips/server/src/db/database';
import type { FastifyInstance } from 'fastify';
import { seedLiveLobbies } from '../scenarios/seed-live-lobbies';
import {
  type BenchOp,
  type BenchReady,
  type BenchReply,
  type BenchRequest,
  HELLO_PATH,
} from './bench-protocol';

/**
 * The server under test, in its own process (started by startBenchServer): the production app as
 * main.ts builds it from the environment, plus one hello-world route as the same server's ceiling,
 * and an IPC channel through which the benchmark seeds its data with the app's own database.
 * The game clock does not tick: the seeded world stays as it was made while it is measured.
 */
const handlers: Record<BenchOp, (app: FastifyInstance, args: never) => Promise<unknown>> = {
  seedLiveLobbies,
};

async function main() {
  const config = { ...loadConfig(process.env), serveWeb: false };
  const database = openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database, startClock: false });
  app.get(HELLO_PATH, { config: { access: 'public' } }, async () => ({
    status: 200,
    message: 'OK',
    data: { hello: 'world' },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  process.on('message', (message: BenchRequest) => {
    const handler = handlers[message.op];
    const reply = (answer: BenchReply) => process.send?.(answer);
    handler(app, message.args as never).then(
      (result) => reply({ id: message.id, ok: true, result }),
      (err: unknown) =>
        reply({
          id: message.id,
          ok: false,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        }),
    );
  });
  const stop = () => void app.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  // the benchmark went away without stopping this server: do not outlive it
  process.on('disconnect', stop);
  process.send?.({ type: 'ready', port } satisfies BenchReady);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
