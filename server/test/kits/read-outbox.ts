import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '../../src/features/mail';
import type { TestApp } from '../world';

/** The mails a test app has sent, oldest first (a server without SMTP writes them to its outbox). */
export function readOutbox(app: TestApp): OutboxEntry[] {
  const dir = path.join(app.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxEntry);
}
