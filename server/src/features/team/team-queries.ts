import type { TeamMember, TeamMemberUpdateInput } from '@kickchips/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { teamMembers } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { writeAudit } from '../audit';
import { type FileStorage, fileUrl, requireUploadedImage } from '../storage';

type MemberRow = typeof teamMembers.$inferSelect;

function toTeamMember(row: MemberRow): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    imageKey: row.imageKey,
    imageUrl: row.imageKey ? fileUrl(row.imageKey) : null,
    position: row.position,
  };
}

export async function listTeamMembers(db: Db): Promise<TeamMember[]> {
  const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.name));
  return rows.map(toTeamMember);
}

/** A bio or photo change by someone holding the team grant; a photo must be a public image upload. */
export async function updateTeamMember(
  db: Db,
  storage: FileStorage,
  id: string,
  input: TeamMemberUpdateInput,
): Promise<TeamMember> {
  if (input.imageKey) {
    await requireUploadedImage(db, storage, input.imageKey, { field: 'body.imageKey', mustBePublic: true });
  }
  const [row] = await db
    .update(teamMembers)
    .set({
      ...(input.bio !== undefined && { bio: input.bio }),
      ...(input.imageKey !== undefined && { imageKey: input.imageKey }),
      updatedAt: new Date(),
    })
    .where(eq(teamMembers.id, id))
    .returning();
  if (!row) throw notFound('Team member not found');
  await writeAudit(db, {
    actorId: null,
    action: 'update',
    entity: 'team-member',
    entityId: id,
    detail: input,
  });
  return toTeamMember(row);
}
