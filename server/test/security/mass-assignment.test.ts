import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, users } from '../../src/db/schema';
import { chipsOf } from '../kits/engine-world';
import { createSecurityWorld } from './security-world';

/** Fields a caller must never set for themselves through a body. */
const PRIVILEGED = { chips: 1_000_000, permissions: ['all'], isAdmin: true, userId: '', isWon: true };
/** Bodies whose userId names the member acted on (by their league's owner or lobby's host), never the caller. */
const NAMES_ANOTHER_USER = [
  'POST /api/app/league/{id}/remove-member',
  'POST /api/app/game/kick',
  'POST /api/app/game/transfer-host',
];

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** Every object schema inside `schema`, with its path. */
function objectsIn(schema: JsonSchema, path: string): { path: string; schema: JsonSchema }[] {
  const found = schema.type === 'object' ? [{ path, schema }] : [];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([key, child]) => [`${path}.${key}`, child] as const),
    ...(schema.items ? [[`${path}[]`, schema.items] as const] : []),
    ...(schema.anyOf ?? []).map((child) => [path, child] as const),
  ];
  return [...found, ...children.flatMap(([childPath, child]) => objectsIn(child, childPath))];
}

describe('mass assignment', () => {
  const w = createSecurityWorld();

  it('documents every body a non-admin can send as closed, with none of the privileged fields', async () => {
    const doc = (await w.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    let bodies = 0;
    for (const [path, operations] of Object.entries<Record<string, { requestBody?: unknown }>>(doc.paths)) {
      if (path.startsWith('/api/admin/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const body = operation.requestBody as
          | { content: { 'application/json': { schema: JsonSchema } } }
          | undefined;
        if (!body) continue;
        bodies++;
        for (const object of objectsIn(body.content['application/json'].schema, 'body')) {
          const where = `${method.toUpperCase()} ${path} ${object.path}`;
          // a crash report's error and context are diagnostics kept as sent, never applied to anything
          if (path === '/api/app/log/crash-report' && object.path !== 'body') continue;
          expect(object.schema.additionalProperties, where).toBe(false);
          for (const field of Object.keys(PRIVILEGED)) {
            if (field === 'userId' && NAMES_ANOTHER_USER.includes(`${method.toUpperCase()} ${path}`))
              continue;
            expect(Object.keys(object.schema.properties ?? {}), where).not.toContain(field);
          }
        }
      }
    }
    expect(bodies).toBeGreaterThan(15);
  });

  it('refuses a privileged field in any player body with 400 naming it, and changes nothing', async () => {
    const player = w.identities.player;
    const lobbyId = w.lobbyA.id;
    const round = w.rounds[0]!.id;
    const bodies: [string, object][] = [
      ['/api/app/profile', { username: 'renamed', selectedAvatar: null }],
      ['/api/app/update-avatar', { selectedAvatar: null }],
      ['/api/app/game/create-lobby', { matchId: w.match.id }],
      ['/api/app/game/create-lobby', { matchId: w.match.id, gameSettings: {} }],
      ['/api/app/game/join-lobby', { lobbyCode: w.lobbyA.code }],
      ['/api/app/game/leave-lobby', { lobbyId }],
      ['/api/app/game/lock', { lobbyId, locked: true }],
      ['/api/app/game/rematch', { lobbyId, matchId: w.match.id }],
      ['/api/app/chat/send', { lobbyId, message: 'hi' }],
      [
        '/api/app/game/place-bet',
        { lobbyId, oddsId: w.odd('Goal', 'over').id, matchRoundId: round, stake: 5 },
      ],
      ['/api/app/game/apply-inactivity-penalty', { lobbyId, matchRoundId: round }],
      ['/api/app/s3/get-signed-post-url/a.png/image%2Fpng', {}],
      ['/api/auth/admin-unlock', { password: 'x' }],
    ];
    for (const [url, body] of bodies) {
      for (const [field, value] of Object.entries(PRIVILEGED)) {
        const nested = url.endsWith('create-lobby') && 'gameSettings' in body;
        const payload = nested
          ? { ...body, gameSettings: { [field]: value || player.id } }
          : { ...body, [field]: value || player.id };
        const res = await w.app.inject({ method: 'POST', url, payload, headers: player.headers });
        const where = `${url} ${JSON.stringify(payload)}`;
        if (url === '/api/auth/admin-unlock') {
          expect(res.statusCode, where).toBe(403);
          continue;
        }
        expect(res.statusCode, where).toBe(400);
        expect(res.json().error, where).toContain(`"${field}"`);
      }
    }
    expect(await chipsOf(w.app, lobbyId, player.id)).toBe(90);
    const [row] = await w.app.db.select().from(users).where(eq(users.id, player.id));
    expect(row!.isAdmin).toBe(false);
    expect(row!.username).not.toBe('renamed');
    const [bet] = await w.app.db.select().from(bets).where(eq(bets.id, w.betId));
    expect(bet!.status).toBe('pending');
  });

  it('refuses privileged fields on sign-up, so nobody registers as an admin', async () => {
    const password = 'Kick-off-2024!';
    for (const [field, value] of Object.entries(PRIVILEGED)) {
      const email = `mass-${field}@example.com`;
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Mallory', email, password, confirmPassword: password, tos: true, [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toContain(`"${field}"`);
      expect(await w.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });
});
