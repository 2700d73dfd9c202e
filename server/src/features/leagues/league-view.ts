import type { League } from '@kickchips/core';
import type { leagues } from '../../db/schema';

type LeagueRow = typeof leagues.$inferSelect;

/** A league as the API shows it. */
export function toLeagueView(row: LeagueRow, memberCount: number): League {
  return {
    _id: row.id,
    name: row.name,
    inviteCode: row.inviteCode,
    owner: row.ownerId,
    memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}
