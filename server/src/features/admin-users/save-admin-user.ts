import type { AdminCreateUserInput, AdminUpdateUserInput, User } from '@kickchips/core';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { hashPassword, welcomeMailFor } from '../auth';
import type { Mail } from '../mail';
import { loadApiUser } from '../profile';
import type { FileStorage } from '../storage';
import { checkUserRefs } from './check-user-refs';
import { EMAIL_TAKEN, rethrowUserConflict, USERNAME_TAKEN } from './user-conflict';

export type AdminUserContext = {
  db: Db;
  storage: FileStorage;
  passwordHashLog2Cost: number;
  /** Drops the auth hook's cached rights of a user whose admin flag changed. */
  forgetSession: (userId: string) => void;
  /** Where the links in mails point (the web app's address). */
  publicUrl: string;
  /** Sends a mail in the background. */
  sendMail: (mail: Mail) => void;
};

/** No password verifies against this: the account signs in only after its owner resets the password. */
const NO_PASSWORD = '!';

const adminFlag = (input: AdminUpdateUserInput) => input.isAdmin ?? input.permissions?.isAdmin;

async function refuseTaken(db: Db, input: AdminUpdateUserInput, exceptId?: string) {
  const others = exceptId ? ne(users.id, exceptId) : undefined;
  if (input.email) {
    const [twin] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${input.email})`, others));
    if (twin) throw conflict(EMAIL_TAKEN);
  }
  if (input.username) {
    const [twin] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${input.username})`, others));
    if (twin) throw conflict(USERNAME_TAKEN);
  }
}

/**
 * An admin adds a user (manage-user/new); admin rights only when asked for. A user added without a
 * password is mailed a link to choose one, as they could not sign in otherwise.
 */
export async function createAdminUser(
  ctx: AdminUserContext,
  input: AdminCreateUserInput,
  actorId: string | null,
) {
  await checkUserRefs(ctx.db, ctx.storage, input);
  await refuseTaken(ctx.db, input);
  const isAdmin = adminFlag(input) ?? false;
  const passwordHash = input.password
    ? await hashPassword(input.password, ctx.passwordHashLog2Cost)
    : NO_PASSWORD;
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      username: input.username ?? null,
      profileImageKey: input.profileImageKey ?? null,
      selectedAvatarId: input.selectedAvatar ?? null,
      passwordHash,
      isAdmin,
      role: isAdmin ? 'admin' : 'player',
    })
    .returning({ id: users.id })
    .catch(rethrowUserConflict);
  const { password: _secret, ...detail } = input;
  await writeAudit(ctx.db, { actorId, action: 'create', entity: 'user', entityId: row!.id, detail });
  if (!input.password) {
    const owner = { id: row!.id, name: input.name, email: input.email };
    ctx.sendMail(await welcomeMailFor(ctx.db, owner, ctx.publicUrl));
  }
  return (await loadApiUser(ctx.db, row!.id))!;
}

/** An admin edits a user, and may grant or take admin rights (never their own). */
export async function updateAdminUser(
  ctx: AdminUserContext,
  id: string,
  input: AdminUpdateUserInput,
  actorId: string | null,
): Promise<User> {
  const [target] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!target) throw notFound('User not found');
  const isAdmin = adminFlag(input);
  if (id === actorId && isAdmin === false) throw conflict("You can't take away your own admin rights");
  await checkUserRefs(ctx.db, ctx.storage, input);
  await refuseTaken(ctx.db, input, id);
  await ctx.db
    .update(users)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.username !== undefined && { username: input.username }),
      ...(input.profileImageKey !== undefined && { profileImageKey: input.profileImageKey }),
      ...(input.selectedAvatar !== undefined && { selectedAvatarId: input.selectedAvatar }),
      ...(isAdmin !== undefined && { isAdmin, role: isAdmin ? 'admin' : 'player' }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .catch(rethrowUserConflict);
  if (isAdmin !== undefined && isAdmin !== target.isAdmin) ctx.forgetSession(id);
  await writeAudit(ctx.db, { actorId, action: 'update', entity: 'user', entityId: id, detail: input });
  return (await loadApiUser(ctx.db, id))!;
}
