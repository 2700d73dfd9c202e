import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mail, Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';

export type MailService = {
  readonly kind: Mailer['kind'];
  /** Sends now and waits for delivery. */
  send(mail: Mail): Promise<void>;
  /**
   * Sends in the background: the request that asked does not wait, so its timing does not tell
   * whether a mail went out. A failure is logged.
   */
  sendLater(mail: Mail): void;
  /** Resolves once every background send has finished (tests wait on it; so does closing). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailService;
  }
}

export type MailPluginOptions = { smtpUrl: string | undefined; mailFrom: string; dataDir: string };

async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
  // nodemailer is loaded only by a server that sends over SMTP, to keep the start quick
  const mailer = options.smtpUrl
    ? (await import('./smtp-mailer')).createSmtpMailer(options.smtpUrl, options.mailFrom)
    : createOutboxMailer(path.join(options.dataDir, 'outbox'), options.mailFrom, app.log);
  const pending = new Set<Promise<void>>();
  const settled = async () => {
    await Promise.allSettled([...pending]);
  };
  app.decorate('mailer', {
    kind: mailer.kind,
    send: (mail) => mailer.send(mail),
    sendLater(mail) {
      const sending = mailer
        .send(mail)
        .catch((err) => app.log.error({ err, to: mail.to, subject: mail.subject }, 'mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    settled,
  } satisfies MailService);
  app.addHook('onClose', async () => {
    await settled();
    await mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail' });
