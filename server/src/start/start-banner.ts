import type { Config } from '../config';
import type { SeedResult } from '../seed/seed-database';

/** The lines printed once the server answers: where it runs, on what, and how to sign in. */
export function startBanner(config: Config, seeded: SeedResult): string {
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded, in ${config.dataDir}`;
  const lines = ['', `  KickChips is running at ${config.publicUrl}`, `  Database: ${database}`];
  if (config.workers > 1) lines.push(`  Processes: ${config.workers} workers on port ${config.port}`);
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
  return `${lines.join('\n')}\n`;
}
