import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** The mailer used when SMTP_URL is set (`smtp://user:pass@host:587` or `smtps://…`), through nodemailer. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}
