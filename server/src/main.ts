import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './start/prepare-database';
import { runPrimary } from './start/run-primary';
import { runServer } from './start/run-server';
import { startBanner } from './start/start-banner';

/**
 * Starts the server. One process by default: migrate, seed an empty database, listen. With
 * WORKERS > 1 (PostgreSQL only, checked by the config) this process is the cluster's primary and
 * each worker opens the prepared database and serves.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    await runServer(config, openDatabase(config));
    return;
  }
  if (config.workers > 1) {
    await runPrimary(config);
    return;
  }
  const { database, seeded } = await prepareDatabase(config);
  await runServer(config, database);
  console.log(startBanner(config, seeded));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
