import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { expect, it } from 'vitest';
import requestLog from './request-log';

it('writes one line per request, with the method, path, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(requestLog);
  app.get('/ping', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/ping?x=1' });
  await app.inject({ method: 'GET', url: '/missing' });
  await app.close();

  expect(lines.map((l) => l.msg)).toEqual([
    expect.stringMatching(/^GET \/ping\?x=1 200 \d+ ms$/),
    expect.stringMatching(/^GET \/missing 404 \d+ ms$/),
  ]);
  expect(lines[0]).toMatchObject({ method: 'GET', url: '/ping?x=1', statusCode: 200 });
});
