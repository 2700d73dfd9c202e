import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { seedDatabase } from '../../src/seed/seed-database';
import { type Caller, callerOf, type SignedIn } from './caller';
import { createUser, type TestUser, type UserOptions } from './create-user';
import { type BetInput, insertBet } from './insert-bet';
import { createTestApp, type TestApp } from './test-app';

export type TestWorldOptions = {
  /** A function when the config waits on an earlier hook (a mail or S3 server's port). */
  config?: Partial<Config> | (() => Partial<Config>);
  clock?: BuildAppOptions['clock'];
  /** Another instance's database, opened when the world is built. */
  database?: () => Database;
  /** The seed the server runs at start-up (event types, site texts), without the demo match. */
  seed?: boolean;
};

export type Role = 'anonymous' | 'player' | 'admin';

export type TestWorld = {
  readonly app: TestApp;
  user(options?: UserOptions): Promise<TestUser>;
  bet(bet: BetInput): ReturnType<typeof insertBet>;
  /** A caller signed in as a given user, or as this world's one player or admin (made on first use). */
  as(who: Role | SignedIn): Caller;
};

function worldOf(app: () => TestApp): TestWorld {
  const roleUsers = new Map<Role, Promise<TestUser>>();
  const world: TestWorld = {
    get app() {
      return app();
    },
    user: (options) => createUser(app(), options),
    bet: (bet) => insertBet(app().db, bet),
    as(who) {
      if (typeof who === 'object') return callerOf(app, async () => who);
      return callerOf(app, async () => {
        if (who === 'anonymous') return undefined;
        if (!roleUsers.has(who)) roleUsers.set(who, world.user({ role: who }));
        return roleUsers.get(who);
      });
    },
  };
  return world;
}

async function openApp(options: TestWorldOptions): Promise<TestApp> {
  const config = typeof options.config === 'function' ? options.config() : options.config;
  const app = await createTestApp(config, { clock: options.clock, database: options.database?.() });
  if (options.seed) {
    await seedDatabase(app.db, {
      adminEmail: 'seed@example.com',
      adminPassword: undefined,
      demo: false,
      passwordHashLog2Cost: 10,
    });
  }
  return app;
}

/** A world opened now and closed by the caller: for a file that needs the app while it collects tests. */
export async function openTestWorld(options: TestWorldOptions = {}) {
  const app = await openApp(options);
  return { ...worldOf(() => app), app, close: () => app.close() };
}

/**
 * One test file's world: registers the hooks that build the app (on a fresh database) before the
 * suite's own hooks and close it after its last test, so a test file holds only its own story.
 */
export function createTestWorld(options: TestWorldOptions = {}): TestWorld {
  let app: TestApp | undefined;
  let closed = false;
  beforeAll(async () => {
    app = await openApp(options);
    app.addHook('onClose', async () => {
      closed = true;
    });
  });
  // a test may close the app itself to see how the server shuts down
  afterAll(async () => {
    if (app && !closed) await app.close();
  });
  return worldOf(() => {
    if (!app) throw new Error('the test world is built in beforeAll: use it in a hook or a test');
    return app;
  });
}

/** `base` with what `add` builds in a beforeAll hook (after base's own), for kits that extend a world. */
export function extendWorld<B extends object, A extends object>(base: B, add: () => Promise<A>): B & A {
  const extended = Object.create(base) as B & A;
  beforeAll(async () => {
    Object.assign(extended, await add());
  });
  return extended;
}
