import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crashReports, siteTexts, users } from '../../src/db/schema';
import { signStreamTicket } from '../../src/features/realtime/stream-ticket';
import { UNSTORABLE_TEXT } from '../../src/plugins/storable-text';
import { PNG_BYTES } from '../kits/test-images';
import type { Method } from '../world';
import { createSecurityWorld } from './security-world';

const MARKUP = `<img src=x onerror="alert('x')"> & <script>fetch('/api')</script>`;

describe('free text, odd input and token confusion', () => {
  const w = createSecurityWorld();

  const asPlayer = (method: Method, url: string, payload?: object) =>
    w.as(w.identities.player).call(method, url, payload);

  it('stores free text exactly as typed and answers it as JSON, never as markup', async () => {
    const name = `<b>'"&</b>`;
    const profile = await asPlayer('POST', '/api/app/profile', { username: name, selectedAvatar: null });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toMatch(/^application\/json/);
    const [row] = await w.app.db.select().from(users).where(eq(users.id, w.identities.player.id));
    expect(row!.username).toBe(name);

    const sent = await asPlayer('POST', '/api/app/chat/send', { lobbyId: w.lobbyA.id, message: MARKUP });
    expect(sent.statusCode).toBe(200);
    const read = await asPlayer('GET', `/api/app/chat/messages?lobbyId=${w.lobbyA.id}`);
    expect(read.json().data.messages.map((m: { message: string }) => m.message)).toContain(MARKUP);

    const report = await w.app.inject({
      method: 'POST',
      url: '/api/app/log/crash-report',
      payload: { id: 'new', error: { message: MARKUP, stack: '𝔘𝔫𝔦 🏳️‍🌈' } },
    });
    expect(report.statusCode).toBe(200);
    const [saved] = await w.app.db
      .select()
      .from(crashReports)
      .where(eq(crashReports.id, report.json().data.id));
    expect(saved!.error).toEqual({ message: MARKUP, stack: '𝔘𝔫𝔦 🏳️‍🌈' });

    await w.app.db.insert(siteTexts).values({ key: 'tos', value: 'Terms' }).onConflictDoNothing();
    const text = await w.app.inject({
      method: 'PUT',
      url: '/api/admin/site-texts/tos',
      payload: { value: MARKUP },
      headers: w.admin.headers,
    });
    expect(text.statusCode).toBe(200);
    const texts = await w.app.inject({ method: 'GET', url: '/api/public/site-texts' });
    expect(texts.json().data.texts.tos).toBe(MARKUP);
  });

  it('refuses text that cannot be stored as typed (NUL, lone surrogates) with 400 naming the field', async () => {
    const cases: [string, object, string][] = [
      ['/api/app/profile', { username: 'a\u0000b', selectedAvatar: null }, 'body.username'],
      ['/api/app/profile', { username: 'a\ud800b', selectedAvatar: null }, 'body.username'],
      ['/api/app/chat/send', { lobbyId: w.lobbyA.id, message: 'hi\u0000' }, 'body.message'],
      ['/api/app/chat/send', { lobbyId: w.lobbyA.id, message: '\udc00' }, 'body.message'],
      ['/api/app/log/crash-report', { id: 'new', error: { stack: '\ud800' } }, 'body.error.stack'],
      [
        '/api/app/log/crash-report',
        { id: 'new', data: { componentName: 'Bet\u0000' } },
        'body.data.componentName',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const res = await asPlayer('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().error).toBe(`${field}: ${UNSTORABLE_TEXT}`);
    }
    const [row] = await w.app.db.select().from(users).where(eq(users.id, w.identities.player.id));
    expect(row!.username).not.toContain('\u0000');
  });

  it('keeps a whole emoji (a surrogate pair) as typed', async () => {
    const res = await asPlayer('POST', '/api/app/chat/send', { lobbyId: w.lobbyA.id, message: 'goal ⚽🏳️‍🌈' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message.message).toBe('goal ⚽🏳️‍🌈');
  });

  it('answers malformed and over-long path parameters with the error envelope', async () => {
    const badEncoding = await asPlayer('GET', '/api/app/game/lobby-details/%E0%A4%A');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({
      status: 400,
      message: 'Bad Request',
      error: 'URL: a path segment is not valid percent-encoding',
    });
    const long = await asPlayer('GET', `/api/app/game/lobby-details/${'a'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      status: 414,
      message: 'URI Too Long',
      error: 'URL: a path parameter is longer than the 100 characters the server accepts',
    });
  });

  it('stores an upload under a server-chosen name whatever the file name claims, and serves it as what it is', async () => {
    for (const name of ['photo.html', 'shell.php.png', 'image.svg', 'x.png.exe']) {
      const asked = await asPlayer('POST', `/api/app/s3/get-signed-post-url/${name}/image%2Fpng`, {
        isPublic: true,
      });
      expect(asked.statusCode, name).toBe(200);
      const { objectId, signedPostUrl } = asked.json().data;
      expect(objectId, name).toMatch(/^[A-Za-z0-9_-]{24}\.png$/);
      const put = await w.app.inject({
        method: 'PUT',
        url: signedPostUrl,
        payload: PNG_BYTES,
        headers: { 'content-type': 'image/png' },
      });
      expect(put.statusCode).toBe(204);
      const read = await w.app.inject({ method: 'GET', url: `/api/files/${objectId}` });
      expect(read.headers['content-type']).toBe('image/png');
      expect(read.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps stream tickets and access tokens apart', async () => {
    const ticket = await signStreamTicket(w.app.tokenKey, {
      userId: w.identities.player.id,
      sessionVersion: 0,
    });
    const asAccess = await w.app.inject({
      method: 'GET',
      url: '/api/app/profile',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(asAccess.statusCode).toBe(401);
    const accessToken = w.identities.player.token.accessToken;
    const asTicket = await w.app.inject({
      method: 'GET',
      url: `/api/app/stream?lobbyId=${w.lobbyA.id}&ticket=${accessToken}`,
    });
    expect(asTicket.statusCode).toBe(401);
    expect(asTicket.json().error).toBe('ticket: not a valid stream ticket');
  });
});
