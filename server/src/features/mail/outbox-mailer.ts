import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** One outbox file, `<stem>.json`, as tests and people read it. */
export type OutboxEntry = {
  id: string;
  createdAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link in the text, in order: a reset mail's first link is the reset link. */
  links: string[];
};

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * The mailer used when no SMTP_URL is set: each mail becomes two files in `dir`
 * (`${DATA_DIR}/outbox/`), named `<createdAt>-<random>` with `:` and `.` of the time made `-`,
 * so that names sort by time:
 * - `<stem>.eml`: the whole message (RFC 5322), to open in any mail client;
 * - `<stem>.json`: an `OutboxEntry` `{ id, createdAt, from, to, subject, text, links }`.
 *   It is written to a temporary name and renamed, so a reader never sees half a file.
 * Each mail's links are also logged at info level, so a reset link shows in the server log.
 */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail: Mail) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const composed = await composer.sendMail({ from, ...mail });
      await writeFile(path.join(dir, `${id}.eml`), composed.message as Buffer);
      const entry: OutboxEntry = { id, createdAt, from, ...mail, links: mail.text.match(LINK) ?? [] };
      const file = path.join(dir, `${id}.json`);
      await writeFile(`${file}.tmp`, `${JSON.stringify(entry, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      log.info(
        { to: mail.to, subject: mail.subject, file, links: entry.links },
        'mail written to the outbox',
      );
    },
    async close() {
      composer.close();
    },
  };
}
