import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appSecrets } from './schema';

/**
 * A secret the server makes on first start and keeps in the database, so every instance that
 * shares the database signs and checks with the same key. Racing first starts agree on one value.
 */
export async function loadAppSecret(db: Db, name: string): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
