import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One mail the server wrote to `${DATA_DIR}/outbox/` (the server's OutboxEntry). */
export type OutboxMail = { to: string; subject: string; text: string; links: string[] };

async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))));
}

/** Waits for the newest mail to an address; the server sends mail after answering, so it may lag. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(dataDir)).filter((m) => m.to === to).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${dataDir}/outbox within ${timeoutMs} ms`);
}

/** The mail's link moved onto the running server: the server names itself by PUBLIC_URL, not its port. */
export function onServer(link: string, serverUrl: string): string {
  const url = new URL(link);
  return `${serverUrl}${url.pathname}${url.search}`;
}
