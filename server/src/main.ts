import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDatabase } from './seed/seed-database';

/** Starts the server: migrate, seed an empty database, listen, and stop cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  await database.migrate();
  const seeded = await seedDatabase(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
    passwordHashLog2Cost: config.passwordHashLog2Cost,
  });
  const app = await buildApp(config, { database, startClock: true });
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  KickChips is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (seeded.admin?.generatedPassword) {
    lines.push(
      `  Sign in as admin: ${seeded.admin.email} / ${seeded.admin.generatedPassword}`,
      '  (this password is shown once; set ADMIN_PASSWORD to choose your own on a new database)',
    );
  } else {
    lines.push(
      `  Sign in as admin: ${config.adminEmail} with ADMIN_PASSWORD or the password printed on first start`,
    );
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
