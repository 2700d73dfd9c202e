import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choosePasswordByLink } from '../../../test/kits/choose-password-by-link';
import { createTestWorld } from '../../../test/world';

/** A real SMTP server in this process that keeps every message it receives. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const resolve of waiting.splice(0)) resolve(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail: () => new Promise<ParsedMail>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('password reset through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const world = createTestWorld({
    config: () => ({
      smtpUrl: smtp.url,
      mailFrom: 'KickChips <no-reply@kickchips.test>',
      publicUrl: 'http://play.kickchips.test',
    }),
  });

  it('mails the link, and the link resets the password', async () => {
    expect(world.app.mailer.kind).toBe('smtp');
    const account = await world.user({ name: 'Smtp Sam' });
    const arrived = smtp.nextMail();
    const asked = await world.app.inject({
      method: 'POST',
      url: '/api/auth/request-token',
      payload: { email: account.email, confirmEmail: account.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await arrived;

    expect(mail.from?.text).toContain('no-reply@kickchips.test');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(account.email);
    expect(mail.subject).toBe('Reset your KickChips password');
    expect(mail.text).toContain('Hello Smtp Sam,');
    const link = new URL(/http:\/\/\S+/.exec(mail.text ?? '')![0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://play.kickchips.test/reset-password');

    const password = 'Through-smtp-42!';
    const { reset, login } = await choosePasswordByLink(world.app, link, account.email, password);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('success');
    expect(login.statusCode).toBe(200);
  });

  it('sends nothing for an unknown email', async () => {
    const before = smtp.received.length;
    const asked = await world.app.inject({
      method: 'POST',
      url: '/api/auth/request-token',
      payload: { email: 'ghost@example.com', confirmEmail: 'ghost@example.com' },
    });
    expect(asked.statusCode).toBe(200);
    await world.app.mailer.settled();
    expect(smtp.received.length).toBe(before);
  });
});
