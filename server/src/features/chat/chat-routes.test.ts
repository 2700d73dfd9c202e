import type { ChatMessage, PushMessage } from '@kickchips/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLobbyAs, lobbyCalls } from '../../../test/kits/lobby-calls';
import { type AuthHeaders, createTestWorld, insertMatch, type TestUser } from '../../../test/world';
import { createLocalNotifier, type Notifier } from '../notices';
import { SEND_LIMIT } from './chat-routes';

const world = createTestWorld();
let host: TestUser;
let matchId: string;
const notices: PushMessage[] = [];

beforeAll(async () => {
  // the realtime plugin may not be there yet; the chat publishes through whichever notifier is
  if (!world.app.hasDecorator('notifier')) world.app.decorate('notifier', createLocalNotifier());
  (world.app as unknown as { notifier: Notifier }).notifier.subscribe((message) => notices.push(message));
  matchId = (await insertMatch(world.app.db, { halves: 1, roundsPerHalf: 1 })).match.id;
});

// a fresh sender per test, so that one test's messages never count against another's send limit
beforeEach(async () => {
  host = await world.user();
});

const send = (headers: AuthHeaders, lobbyId: string, message: unknown) =>
  world.app.inject({ method: 'POST', url: '/api/app/chat/send', headers, payload: { lobbyId, message } });

const read = (headers: AuthHeaders, lobbyId: string, t?: string | number) =>
  world.app.inject({
    method: 'GET',
    url: '/api/app/chat/messages',
    headers,
    query: t === undefined ? { lobbyId } : { lobbyId, t: String(t) },
  });

async function messagesOf(
  headers: AuthHeaders,
  lobbyId: string,
  t?: string | number,
): Promise<ChatMessage[]> {
  const res = await read(headers, lobbyId, t);
  expect(res.statusCode).toBe(200);
  return res.json().data.messages;
}

describe('lobby chat', () => {
  it('posts trimmed messages that members read back oldest first, and announces each one', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, matchId);
    const res = await send(host.headers, lobby._id, '  Come on you reds!  ');
    expect(res.statusCode).toBe(200);
    const sent: ChatMessage = res.json().data.message;
    expect(sent).toMatchObject({ user: { _id: host.id, username: host.name }, message: 'Come on you reds!' });
    await vi.waitFor(() => expect(notices).toContainEqual({ type: 'chat.message', lobbyId: lobby._id }));

    await send(host.headers, lobby._id, 'Second');
    const messages = await messagesOf(host.headers, lobby._id);
    expect(messages.map((message) => message.message)).toEqual(['Come on you reds!', 'Second']);
    expect(messages[0]).toEqual(sent);
  });

  it('returns only messages newer than t, given as ISO or as milliseconds', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, matchId);
    const first: ChatMessage = (await send(host.headers, lobby._id, 'one')).json().data.message;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(host.headers, lobby._id, 'two');
    const iso = await messagesOf(host.headers, lobby._id, first.createdAt);
    expect(iso.map((message) => message.message)).toEqual(['two']);
    const ms = await messagesOf(host.headers, lobby._id, Date.parse(first.createdAt) - 1);
    expect(ms.map((message) => message.message)).toEqual(['one', 'two']);
    const bad = await read(host.headers, lobby._id, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('querystring.t');
  });

  it('stores HTML exactly as typed: it is text, escaped by whoever shows it', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, matchId);
    const html = '<img src=x onerror=alert(1)>';
    expect((await send(host.headers, lobby._id, html)).json().data.message.message).toBe(html);
    expect((await messagesOf(host.headers, lobby._id)).map((message) => message.message)).toEqual([html]);
  });

  it('refuses empty and over-long messages with 400 naming the rule', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, matchId);
    const empty = await send(host.headers, lobby._id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('body.message: must not be empty');
    const long = await send(host.headers, lobby._id, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('body.message: must be at most 500 characters');
    expect((await send(host.headers, lobby._id, '⚽'.repeat(500))).statusCode).toBe(200);
  });

  it('is for members only, spectators included', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, matchId);
    const stranger = await world.user();
    for (const res of [
      await send(stranger.headers, lobby._id, 'hi'),
      await read(stranger.headers, lobby._id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('You are not a member of this lobby');
    }
    const watcher = await world.user();
    await lobbyCalls(world.app).join(watcher.headers, lobby.lobbyCode, 'spectator');
    expect((await send(watcher.headers, lobby._id, 'watching')).statusCode).toBe(200);
    await lobbyCalls(world.app).leave(watcher.headers, lobby._id);
    expect((await read(watcher.headers, lobby._id)).statusCode).toBe(403);
    expect((await read(host.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("refuses everything when the lobby turned chat off: 'Chat is turned off in this lobby'", async () => {
    const lobby = await createLobbyAs(world.app, host.headers, matchId, { allowChatting: false });
    for (const res of [await send(host.headers, lobby._id, 'hello?'), await read(host.headers, lobby._id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Chat is turned off in this lobby');
    }
  });

  it('limits how fast one user sends, with 429 and a clear message', async () => {
    const lobby = await createLobbyAs(world.app, host.headers, matchId);
    for (let i = 0; i < SEND_LIMIT; i++)
      expect((await send(host.headers, lobby._id, `m${i}`)).statusCode).toBe(200);
    const limited = await send(host.headers, lobby._id, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^You are sending messages too fast\. Please wait \d+ seconds? and try again\.$/,
    );
    // another member is not held back by the first one's pace
    const other = await world.user();
    await lobbyCalls(world.app).join(other.headers, lobby.lobbyCode);
    expect((await send(other.headers, lobby._id, 'my turn')).statusCode).toBe(200);
  });
});
